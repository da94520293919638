import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorMessage,
  ConfirmDialog,
  notify,
  type ListColumn,
  WholeTable,
  type WholeTableProps,
} from '@portal/design';

export interface RevocableTableProps<T extends { id: string }> extends WholeTableProps<T> {
  /** Accessible name of a row's Revoke button; null leaves the row without one. */
  revokeLabel: (row: T) => string | null;
  /** Title and message of the confirmation. */
  confirmText: (row: T) => { title: string; message: string };
  /** Revokes the row (a mutation's `mutateAsync`). */
  revoke: (row: T) => Promise<unknown>;
  /** Toast once revoked. */
  revokedText: string;
}

/** A card's list of things the account can revoke (sessions, API keys), each after a confirmation. */
export function RevocableTable<T extends { id: string }>({
  label,
  storageKey,
  columns,
  query,
  emptyText,
  revokeLabel,
  confirmText,
  revoke,
  revokedText,
}: RevocableTableProps<T>) {
  const { t } = useTranslation('profile');
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = () => {
    if (!target) return;
    setPending(true);
    revoke(target)
      .then(() => notify.success(revokedText))
      .catch((failure: unknown) => notify.error(apiErrorMessage(failure, t)))
      .finally(() => {
        setPending(false);
        setTarget(null);
      });
  };

  const action: ListColumn<T> = {
    id: 'actions',
    title: t('sessions.actions'),
    toggleable: false,
    render: (row) => {
      const name = revokeLabel(row);
      return name === null ? null : (
        <Button
          size="xs"
          color="red.9"
          variant="filled"
          aria-label={name}
          onClick={() => setTarget(row)}
        >
          {t('sessions.revoke')}
        </Button>
      );
    },
  };
  const text = target ? confirmText(target) : null;
  return (
    <>
      <WholeTable
        label={label}
        storageKey={storageKey}
        query={query}
        columns={[...columns, action]}
        emptyText={emptyText}
      />
      <ConfirmDialog
        opened={target !== null}
        onClose={() => setTarget(null)}
        onConfirm={confirm}
        loading={pending}
        title={text?.title}
        message={text?.message ?? ''}
        confirmLabel={t('sessions.revoke')}
      />
    </>
  );
}
