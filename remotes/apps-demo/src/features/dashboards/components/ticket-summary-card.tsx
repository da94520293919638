import { Anchor, Badge, Group, Skeleton, Table, Text } from '@mantine/core';
import { TICKET_PRIORITIES } from '@portal/contract';
import { ErrorPanel, apiErrorMessage, formatNumber } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import { useTicketSummary } from '../api/get-ticket-summary';
import { DashboardCard } from '../../../components/dashboard';

/** Open tickets by priority and SLA breaches, from the helpdesk API (links to /ticket by URL). */
export function TicketSummaryCard() {
  const { t } = useTranslation('apps-demo');
  const summary = useTicketSummary();
  return (
    <DashboardCard title={t('dashboards.crm.tickets.title')}>
      {summary.isError ? (
        <ErrorPanel
          message={apiErrorMessage(summary.error, t)}
          onRetry={() => void summary.refetch()}
        />
      ) : !summary.data ? (
        <Skeleton height={160} />
      ) : (
        <>
          <Table aria-label={t('dashboards.crm.tickets.byPriority')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboards.crm.tickets.priority')}</Table.Th>
                <Table.Th ta="end">{t('dashboards.crm.tickets.open')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...TICKET_PRIORITIES].reverse().map((priority) => (
                <Table.Tr key={priority}>
                  <Table.Td>{t(`dashboards.crm.tickets.priorities.${priority}`)}</Table.Td>
                  <Table.Td ta="end">
                    {formatNumber(summary.data.openByPriority[priority])}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between" mt="sm">
            <Group gap="xs">
              <Badge color="red" variant="light">
                {t('dashboards.crm.tickets.breached', { count: summary.data.slaBreached })}
              </Badge>
              <Badge color="orange" variant="light">
                {t('dashboards.crm.tickets.atRisk', { count: summary.data.slaAtRisk })}
              </Badge>
            </Group>
            <Anchor href="/ticket?view=sla_risk" size="sm">
              <Text span size="sm">
                {t('dashboards.crm.tickets.link')}
              </Text>
            </Anchor>
          </Group>
        </>
      )}
    </DashboardCard>
  );
}
