import { Box, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Ltr, activeLocale, formatDate, formatNumber } from '@portal/design/base';
import { formatMoney, lineAmounts } from '@portal/contract/money';
import { partyLines, SELLER, type DocumentModel } from '../../lib/pdf/document-model';
import { useDocumentLabels } from './document-labels';
import { TotalsSummary } from './totals-summary';

export interface InvoiceDocumentProps {
  /** What to show: the same model `invoicePdf` writes. */
  model: DocumentModel;
  /** Print the title and number but leave them off the screen (the page's h1 says them). Default: false. */
  titleOnPaperOnly?: boolean;
}

/**
 * On paper only the document: everything outside `[data-print-root]` is hidden, the root sits
 * at the page's top-left corner, black on white whatever the colour scheme.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 14mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  [data-print-root], [data-print-root] * {
    visibility: visible !important;
    color: #000 !important;
    background: transparent !important;
    border-color: #999 !important;
    box-shadow: none !important;
  }
  [data-print-root] {
    position: absolute !important;
    inset-inline-start: 0 !important;
    top: 0 !important;
    width: 100% !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    background: #fff !important;
  }
  [data-print-root] [data-print-hide] { display: none !important; }
  [data-print-root] [data-paper-only] { display: block !important; }
}
[data-paper-only] { display: none; }
`;

const day = (iso: string) =>
  formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The invoice as a printable document: seller, title and number, dates and extra rows, the
 * client, the lines, totals (money module), payment details and notes. Print it with
 * `window.print()`: the print stylesheet leaves only this document on paper.
 */
export function InvoiceDocument({ model, titleOnPaperOnly = false }: InvoiceDocumentProps) {
  const labels = useDocumentLabels();
  const money = (minor: number) => formatMoney(minor, model.currency, activeLocale());
  const { party } = model;
  const clientLines = partyLines(party);
  const sellerLines = [
    ...SELLER.addressLines.map((value) => ({ value, ltr: false })),
    { value: SELLER.email, ltr: true },
    { value: SELLER.phone, ltr: true },
  ];

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      data-print-root
      component="article"
      aria-label={`${model.title} ${model.number}`}
    >
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={2}>
          <Text fw={700} size="xl">
            {SELLER.name}
          </Text>
          {sellerLines.map((line) => (
            <Text key={line.value} size="sm" c="dimmed" dir={line.ltr ? undefined : 'auto'}>
              {line.ltr ? <Ltr>{line.value}</Ltr> : line.value}
            </Text>
          ))}
        </Stack>
        <Stack gap={4} align="flex-end">
          <Title order={2} size="h3" data-paper-only={titleOnPaperOnly || undefined}>
            {model.title} <bdi>{model.number}</bdi>
          </Title>
          <Box component="dl" m={0}>
            {[
              { label: labels.issuedDate, value: day(model.issuedDate) },
              { label: labels.dueDate, value: day(model.dueDate) },
              ...(model.meta ?? []),
            ].map((row) => (
              <Group key={row.label} gap="xs" justify="flex-end" wrap="nowrap">
                <Text component="dt" size="sm" c="dimmed">
                  {row.label}:
                </Text>
                <Text component="dd" size="sm" fw={600} m={0}>
                  {row.value}
                </Text>
              </Group>
            ))}
          </Box>
        </Stack>
      </Group>

      <Divider my="lg" />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={2}>
          <Text fw={700} size="sm">
            {labels.billTo}
          </Text>
          <Text size="sm" fw={600} dir="auto">
            {party.name}
          </Text>
          {clientLines.map((line) => (
            <Text key={line.value} size="sm" dir={line.ltr ? undefined : 'auto'}>
              {line.ltr ? <Ltr>{line.value}</Ltr> : line.value}
            </Text>
          ))}
        </Stack>
        {model.paymentDetails && model.paymentDetails.length > 0 ? (
          <Stack gap={2}>
            <Text fw={700} size="sm">
              {labels.paymentDetails}
            </Text>
            <Box component="dl" m={0}>
              {model.paymentDetails.map((row) => (
                <Group key={row.label} gap="xs" wrap="nowrap">
                  <Text component="dt" size="sm" c="dimmed">
                    {row.label}:
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    <bdi>{row.value}</bdi>
                  </Text>
                </Group>
              ))}
            </Box>
          </Stack>
        ) : null}
      </SimpleGrid>

      <Table.ScrollContainer minWidth={560} mt="lg" visibleFrom="sm">
        <Table withTableBorder verticalSpacing="xs">
          <Table.Caption>{labels.linesCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labels.description}</Table.Th>
              <Table.Th ta="end">{labels.quantity}</Table.Th>
              <Table.Th ta="end">{labels.unitPrice}</Table.Th>
              <Table.Th ta="end">{labels.discount}</Table.Th>
              <Table.Th ta="end">{labels.tax}</Table.Th>
              <Table.Th ta="end">{labels.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {model.lines.map((line, index) => (
              <Table.Tr key={`${index}-${line.description}`}>
                <Table.Td>
                  <bdi>{line.description}</bdi>
                </Table.Td>
                <Table.Td ta="end">{formatNumber(line.quantity)}</Table.Td>
                <Table.Td ta="end">
                  <bdi>{money(line.unitPrice)}</bdi>
                </Table.Td>
                <Table.Td ta="end">{formatNumber(line.discount)}</Table.Td>
                <Table.Td ta="end">{formatNumber(line.tax)}</Table.Td>
                <Table.Td ta="end">
                  <bdi>{money(lineAmounts(line).total)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* A phone gets one block per line: every column, no sideways scrolling. */}
      <Stack gap="xs" mt="lg" hiddenFrom="sm" role="list" aria-label={labels.linesCaption}>
        {model.lines.map((line, index) => (
          <Paper key={`${index}-${line.description}`} withBorder p="xs" role="listitem">
            <Text size="sm" fw={600} dir="auto">
              {line.description}
            </Text>
            <Box component="dl" m={0}>
              {[
                [labels.quantity, formatNumber(line.quantity)],
                [labels.unitPrice, money(line.unitPrice)],
                [labels.discount, formatNumber(line.discount)],
                [labels.tax, formatNumber(line.tax)],
                [labels.amount, money(lineAmounts(line).total)],
              ].map(([label, value]) => (
                <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
                  <Text component="dt" size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    <bdi>{value}</bdi>
                  </Text>
                </Group>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>

      <Group justify="flex-end" mt="lg">
        <TotalsSummary lines={model.lines} currency={model.currency} paid={model.paid} />
      </Group>

      {model.notes?.trim() ? (
        <Stack gap={4} mt="lg">
          <Text fw={700} size="sm">
            {labels.notes}
          </Text>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {model.notes}
          </Text>
        </Stack>
      ) : null}
    </Paper>
  );
}
