import { Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { DESIGN_NAMESPACE } from '../i18n';
import type { ConflictState } from './use-api-form';

export interface ConflictDialogProps {
  /** The 412 to resolve (`useApiForm`'s `conflict`). */
  conflict: ConflictState;
}

/** A field's value as text: lists joined, records by their values, nothing as a dash. */
export function conflictValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map(conflictValueText).join('; ');
  if (typeof value === 'object')
    return (
      Object.entries(value)
        // Row keys and ids say nothing to a person.
        .filter(([key]) => key !== 'key' && key !== 'id')
        .map(([, inner]) => conflictValueText(inner))
        .filter((text) => text !== '—')
        .join(' · ')
    );
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return String(value);
  return '—';
}

/**
 * The one "someone else changed this" dialog of every edit form: who changed the record and
 * when, each field that differs with their value beside the user's, and the way out: keep mine,
 * take theirs, or choose field by field. Escape closes it and keeps what the user typed.
 */
export function ConflictDialog({ conflict }: ConflictDialogProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const [theirsFor, setTheirsFor] = useState<Record<string, boolean>>({});
  const who = conflict.changedBy?.fullName;
  const when = conflict.changedAt
    ? formatDate(conflict.changedAt, { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  const intro =
    who && when
      ? t('conflict.changedByAt', { name: who, time: when })
      : who
        ? t('conflict.changedBy', { name: who })
        : t('conflict.changedBySomeone');
  return (
    <Modal opened onClose={conflict.dismiss} title={t('conflict.title')} size="xl" centered>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        {conflict.fields.length === 0 ? (
          <Text size="sm">{t('conflict.noDifference')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label={t('conflict.fieldsLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('conflict.field')}</Table.Th>
                  <Table.Th scope="col">{t('conflict.theirs')}</Table.Th>
                  <Table.Th scope="col">{t('conflict.yours')}</Table.Th>
                  <Table.Th scope="col">{t('conflict.keep')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conflict.fields.map((field) => (
                  <Table.Tr key={field.name}>
                    <Table.Th scope="row">{field.label}</Table.Th>
                    <Table.Td>{conflictValueText(field.theirs)}</Table.Td>
                    <Table.Td>{conflictValueText(field.yours)}</Table.Td>
                    <Table.Td>
                      <Group
                        gap="sm"
                        wrap="nowrap"
                        role="radiogroup"
                        aria-label={t('conflict.keepField', { field: field.label })}
                      >
                        {(['theirs', 'yours'] as const).map((side) => (
                          <Radio
                            key={side}
                            name={`conflict-${field.name}`}
                            value={side}
                            label={t(side === 'theirs' ? 'conflict.theirs' : 'conflict.yours')}
                            checked={(theirsFor[field.name] ?? false) === (side === 'theirs')}
                            onChange={() =>
                              setTheirsFor((current) => ({
                                ...current,
                                [field.name]: side === 'theirs',
                              }))
                            }
                          />
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={conflict.takeTheirs}>
            {t('conflict.takeTheirs')}
          </Button>
          {conflict.fields.length > 0 ? (
            <Button
              variant="default"
              onClick={() =>
                conflict.merge(
                  Object.entries(theirsFor)
                    .filter(([, theirs]) => theirs)
                    .map(([name]) => name),
                )
              }
            >
              {t('conflict.saveChoices')}
            </Button>
          ) : null}
          <Button onClick={conflict.keepMine} data-autofocus>
            {t('conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
