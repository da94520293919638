import { Anchor, Progress, Stack, Text } from '@mantine/core';
import {
  FilterSelect,
  ListScreen,
  StatusBadge,
  activeLocale,
  formatNumber,
  sanitizeQuery,
  useListSearchParams,
  type ListColumn,
  type StatusColor,
} from '@portal/design';
import { formatMoney } from '@portal/contract/money';
import { SOFONO_STATUSES, sofonoQuerySchema, type SofonoLine } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSofonoLines } from '../api/get-sofono-lines';

const FILTERS = { status: '' };

const STATUS_COLORS: Record<SofonoLine['status'], StatusColor> = {
  active: 'teal',
  suspended: 'orange',
  cancelled: 'gray',
};

/** From this share of the included minutes, a line's usage shows as close to its limit. */
const NEAR_LIMIT_PERCENT = 80;

function Usage({ line }: { line: SofonoLine }) {
  const { t } = useTranslation('billing');
  const percent =
    line.minutesIncluded > 0 ? Math.min(100, (line.minutesUsed / line.minutesIncluded) * 100) : 0;
  const over = line.minutesUsed > line.minutesIncluded;
  // Red past the included minutes, orange from 80 % (a line about to be charged extra), else teal.
  const color = over ? 'red.8' : percent >= NEAR_LIMIT_PERCENT ? 'orange.9' : 'teal.8';
  const label = t('sofono.usage', {
    used: formatNumber(line.minutesUsed),
    included: formatNumber(line.minutesIncluded),
  });
  return (
    <Stack gap={4} miw={140}>
      <Text size="sm">
        {/* Numbers stay in reading order "used / included" in right-to-left languages too. */}
        <bdi dir="ltr">{`${formatNumber(line.minutesUsed)} / ${formatNumber(line.minutesIncluded)}`}</bdi>{' '}
        {t('sofono.minutesUnit')}
      </Text>
      <Progress.Root size="sm">
        {/* The section is the progressbar: it carries the name and the readable value. */}
        <Progress.Section
          value={percent}
          color={color}
          aria-label={t('sofono.usageOf', { number: line.number })}
          aria-valuetext={label}
        />
      </Progress.Root>
    </Stack>
  );
}

export default function SofonoPage() {
  const { t } = useTranslation('billing');
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(sofonoQuerySchema, list.params), [list.params]);
  const f = (key: string) => t(`sofono.fields.${key}`);
  const columns: ListColumn<SofonoLine>[] = [
    {
      id: 'number',
      title: f('number'),
      sortable: true,
      render: (line) => (
        <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {line.number}
        </bdi>
      ),
    },
    { id: 'customer', title: f('customer'), sortable: true, render: (line) => line.customer.name },
    {
      id: 'plan',
      title: f('plan'),
      sortable: true,
      render: (line) => t(`sofono.plan.${line.plan}`),
    },
    {
      id: 'status',
      title: f('status'),
      sortable: true,
      render: (line) => (
        <StatusBadge color={STATUS_COLORS[line.status]}>
          {t(`sofono.status.${line.status}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'minutesUsed',
      title: f('usage'),
      sortable: true,
      render: (line) => <Usage line={line} />,
    },
    {
      id: 'overage',
      title: f('overage'),
      kind: 'money',
      render: (line) => (
        <bdi style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(line.overageCharge, line.currency, activeLocale())}
        </bdi>
      ),
    },
    {
      id: 'enablement',
      title: f('enablement'),
      render: (line) => {
        // The line's enablement is its telephony service on the line's plan.
        const name = t('sofono.enablementName', { plan: t(`sofono.plan.${line.plan}`) });
        return (
          <Anchor
            component={Link}
            to={paths.habilitaciones.detail.href(line.habilitacionId)}
            size="sm"
            aria-label={t('sofono.openEnablement', { name, number: line.number })}
          >
            {name}
          </Anchor>
        );
      },
    },
  ];
  return (
    <ListScreen
      title={t('sofono.title')}
      label={t('sofono.caption')}
      storageKey="billing.sofono"
      searchLabel={t('sofono.search')}
      list={list}
      query={useSofonoLines(filters)}
      columns={columns}
      records={(data) => data.lines}
      total={(data) => data.totalLines}
      filters={
        // As wide as one filter of the other lists (a quarter of the card), not the whole card.
        <FilterSelect
          list={list}
          name="status"
          label={f('status')}
          placeholder={t('sofono.allStatuses')}
          data={SOFONO_STATUSES.map((value) => ({ value, label: t(`sofono.status.${value}`) }))}
        />
      }
    />
  );
}
