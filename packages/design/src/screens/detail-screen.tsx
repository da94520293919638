import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { RiArrowLeftLine, RiArrowRightLine } from '@remixicon/react';
import { useDirection } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPanel } from '../components/error-panel';
import { apiErrorMessage, isNotFound } from '../errors/api-error';
import { DESIGN_NAMESPACE } from '../i18n';
import type { QueryLike } from '../list/table-states';

export interface BackLinkProps {
  /** Where it goes, e.g. the list's href. */
  to: string;
  /** Its text. Default: "Back to the list" (design:detail.back). */
  children?: ReactNode;
}

/** "← Back to the list", with the arrow pointing the reading direction's way. */
export function BackLink({ to, children }: BackLinkProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const { dir } = useDirection();
  const Arrow = dir === 'rtl' ? RiArrowRightLine : RiArrowLeftLine;
  return (
    <Anchor component={Link} to={to} size="sm" className="no-print">
      <Group gap={4} component="span" wrap="nowrap">
        <Arrow size={16} aria-hidden />
        <span>{children ?? t('detail.back')}</span>
      </Group>
    </Anchor>
  );
}

export interface DetailScreenProps<TData> {
  /** The entity's query (`useFactura(id)`). */
  query: QueryLike<TData> & { error?: unknown };
  /** The list the back link returns to. */
  backTo: string;
  /** Back link text. Default: "Back to the list". */
  backLabel?: ReactNode;
  /** Page title of the loaded entity, e.g. "Invoice F-2026-0012". */
  title: (data: TData) => ReactNode;
  /** Next to the title (a status badge). Default: none. */
  badge?: (data: TData) => ReactNode;
  /** Actions of the loaded entity; callers wrap each in `<Can>` for the ability. Default: none. */
  actions?: (data: TData) => ReactNode;
  /** The entity's sections. */
  children: (data: TData) => ReactNode;
  /** History timeline (or any slot under the sections). Default: none. */
  history?: (data: TData) => ReactNode;
  /** Message of a 404; default: the API's own 404 text (the spec's, e.g. "No factura found with this id"). */
  notFoundText?: ReactNode;
}

/**
 * A detail page: back link, loading skeleton, the spec's 404 text, an error with Retry, then the
 * title with its badge and actions, the entity's sections and a history slot.
 */
export function DetailScreen<TData>({
  query,
  backTo,
  backLabel,
  title,
  badge,
  actions,
  children,
  history,
  notFoundText,
}: DetailScreenProps<TData>) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const back = <BackLink to={backTo}>{backLabel}</BackLink>;
  const { data } = query;
  if (data === undefined) {
    if (query.isError && !query.isFetching) {
      const notFound = isNotFound(query.error);
      return (
        <Stack>
          {back}
          <ErrorPanel
            title={notFound ? t('detail.notFoundTitle') : undefined}
            message={
              notFound && notFoundText !== undefined
                ? notFoundText
                : apiErrorMessage(query.error, t)
            }
            onRetry={notFound ? undefined : () => void query.refetch()}
          />
        </Stack>
      );
    }
    return (
      <Stack aria-busy="true">
        {back}
        <Skeleton height={32} width="40%" radius="sm" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  return (
    <Stack>
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {title(data)}
          </Title>
          {badge?.(data)}
        </Group>
        {actions ? (
          <Group gap="xs" className="no-print">
            {actions(data)}
          </Group>
        ) : null}
      </Group>
      {children(data)}
      {history?.(data)}
    </Stack>
  );
}
