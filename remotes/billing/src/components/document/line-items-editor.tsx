import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { activeLocale } from '@portal/design/base';
import { formatMoney, lineAmounts } from '@portal/contract/money';
import { RiAddLine, RiArrowDownLine, RiArrowUpLine, RiDeleteBinLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { emptyLineRow, rowToLine, type LineItemRow } from './line-items';

export interface LineItemsEditorProps {
  /** The rows as typed (form state). Build them with `emptyLineRow()` / `fromLineItems()`. */
  value: readonly LineItemRow[];
  /** Called with the new rows after every edit, add, remove or move. */
  onChange: (rows: LineItemRow[]) => void;
  /** ISO currency of the unit prices and amounts. */
  currency: string;
  /**
   * Field errors keyed like the API answers them: `lines.0.quantity`, plus `lines` for the
   * list as a whole ("Add at least one line"). Default: none.
   */
  errors?: Readonly<Record<string, string | undefined>>;
  /** Read-only fields and no add/remove/move buttons. Default false. */
  disabled?: boolean;
  /** At most this many rows (the API allows 100). Default 100. */
  maxRows?: number;
}

type Field = Exclude<keyof LineItemRow, 'key'>;

/**
 * Controlled editor of invoice lines: description, quantity, unit price, discount % and tax %,
 * with the line amount computed live by the money module; add, remove and move rows with
 * labelled buttons (keyboard reachable).
 */
export function LineItemsEditor({
  value,
  onChange,
  currency,
  errors = {},
  disabled = false,
  maxRows = 100,
}: LineItemsEditorProps) {
  const { t } = useTranslation('billing');

  const update = (index: number, field: Field, text: string) =>
    onChange(value.map((row, at) => (at === index ? { ...row, [field]: text } : row)));
  const remove = (index: number) => onChange(value.filter((_, at) => at !== index));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= value.length) return;
    const next = [...value];
    const [row] = next.splice(index, 1);
    if (row) next.splice(target, 0, row);
    onChange(next);
  };

  return (
    <Stack gap="sm">
      {value.map((row, index) => {
        const line = rowToLine(row, currency);
        const amount = line ? formatMoney(lineAmounts(line).total, currency, activeLocale()) : '—';
        const number = index + 1;
        const field = (name: Field, props: { inputMode?: 'decimal'; span?: boolean } = {}) => (
          <TextInput
            label={t(`document.${name}`)}
            value={row[name]}
            onChange={(event) => update(index, name, event.currentTarget.value)}
            error={errors[`lines.${index}.${name}`]}
            inputMode={props.inputMode}
            readOnly={disabled}
            style={props.span ? { gridColumn: '1 / -1' } : undefined}
          />
        );
        return (
          <Paper
            key={row.key}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-labelledby={`line-${row.key}-title`}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={600} size="sm" id={`line-${row.key}-title`}>
                {t('document.lineTitle', { number })}
              </Text>
              {disabled ? null : (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={t('document.moveUp', { number })}
                  >
                    <RiArrowUpLine size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => move(index, 1)}
                    disabled={index === value.length - 1}
                    aria-label={t('document.moveDown', { number })}
                  >
                    <RiArrowDownLine size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(index)}
                    aria-label={t('document.removeLine', { number })}
                  >
                    <RiDeleteBinLine size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
              {field('description', { span: true })}
              {field('quantity', { inputMode: 'decimal' })}
              {field('unitPrice', { inputMode: 'decimal' })}
              {field('discount', { inputMode: 'decimal' })}
              {field('tax', { inputMode: 'decimal' })}
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`line-${row.key}-amount`}>
                  {t('document.amount')}
                </Text>
                <Text
                  aria-labelledby={`line-${row.key}-amount`}
                  data-testid={`line-amount-${index}`}
                  fw={600}
                  py={6}
                  ta="end"
                >
                  <bdi>{amount}</bdi>
                </Text>
              </Stack>
            </SimpleGrid>
          </Paper>
        );
      })}
      {errors.lines ? (
        <Text c="red" size="sm" role="alert">
          {errors.lines}
        </Text>
      ) : null}
      {disabled ? null : (
        <Group>
          <Button
            variant="light"
            leftSection={<RiAddLine size={16} aria-hidden />}
            onClick={() => onChange([...value, emptyLineRow()])}
            disabled={value.length >= maxRows}
          >
            {t('document.addLine')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
