import { Anchor, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import {
  Ltr,
  DateRangeFilter,
  FilterSelect,
  ListScreen,
  activeLocale,
  sanitizeQuery,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import { formatMoney } from '@portal/contract/money';
import {
  CURRENCIES,
  FACTURA_STATUSES,
  facturasQuerySchema,
  type FacturaRow,
} from '@portal/contract';
import { RiAddLine } from '@remixicon/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/day';
import { useFacturas } from '../api/get-facturas';
import { useFacturaLabel } from '../hooks/use-factura-label';
import { FacturaFormModal } from './factura-form-modal';
import { FacturaStatusBadge } from './factura-status-badge';
import { useLiveInvalidate } from '@portal/design/base';
import { facturaKeys } from '../api/query-keys';

const FILTERS = { status: '', currency: '', issuedFrom: '', issuedTo: '' };

/** Someone else's change to one of these refetches what the page shows. */
const LIVE_KINDS = ['factura'];

export default function FacturaListPage() {
  useLiveInvalidate(LIVE_KINDS, facturaKeys);
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(facturasQuerySchema, list.params), [list.params]);
  const query = useFacturas(filters);
  const [formOpened, form] = useDisclosure(false);
  const label = useFacturaLabel();
  const money = (minor: number, currency: string) => (
    <bdi style={{ whiteSpace: 'nowrap' }}>{formatMoney(minor, currency, activeLocale())}</bdi>
  );
  const field = (name: string) => t(`facturacion.fields.${name}`);

  const columns: ListColumn<FacturaRow>[] = [
    {
      id: 'number',
      title: field('number'),
      sortable: true,
      render: (f) => (
        // A number is one word: "FA-2026-00095" never breaks over two lines.
        <Anchor
          component={Link}
          to={paths.facturacion.detail.href(f.id)}
          fw={500}
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          <bdi>{label(f)}</bdi>
        </Anchor>
      ),
    },
    {
      id: 'customer',
      title: field('customer'),
      sortable: true,
      render: (f) => (
        <>
          <Text size="sm">{f.customer.name}</Text>
          <Text size="xs" c="dimmed">
            <Ltr>{f.customer.taxId}</Ltr>
          </Text>
        </>
      ),
    },
    {
      id: 'issueDate',
      title: field('issueDate'),
      sortable: true,
      render: (f) => formatDay(f.issueDate),
    },
    { id: 'dueDate', title: field('dueDate'), sortable: true, render: (f) => formatDay(f.dueDate) },
    {
      id: 'total',
      title: field('total'),
      sortable: true,
      kind: 'money',
      render: (f) => money(f.total, f.currency),
    },
    {
      id: 'balance',
      title: field('balance'),
      sortable: true,
      kind: 'money',
      render: (f) => money(f.balance, f.currency),
    },
    {
      id: 'status',
      title: field('status'),
      sortable: true,
      render: (f) => <FacturaStatusBadge status={f.status} />,
    },
  ];
  const newButton = (
    <Can I="create" a="Factura">
      <Button leftSection={<RiAddLine size={16} aria-hidden />} onClick={form.open}>
        {t('facturacion.actions.new')}
      </Button>
    </Can>
  );

  return (
    <ListScreen
      title={t('facturacion.list.title')}
      label={t('facturacion.list.caption')}
      storageKey="billing.facturas"
      searchLabel={t('facturacion.list.search')}
      list={list}
      query={query}
      columns={columns}
      records={(data) => data.facturas}
      total={(data) => data.totalFacturas}
      actions={newButton}
      emptyAction={newButton}
      filters={
        <>
          <FilterSelect
            list={list}
            name="status"
            label={field('status')}
            placeholder={t('facturacion.list.all.status')}
            data={FACTURA_STATUSES.map((value) => ({
              value,
              label: t(`facturacion.status.${value}`),
            }))}
          />
          <FilterSelect
            list={list}
            name="currency"
            label={field('currency')}
            placeholder={t('facturacion.list.all.currency')}
            data={CURRENCIES.map((value) => ({ value, label: value }))}
          />
          <DateRangeFilter
            list={list}
            from="issuedFrom"
            to="issuedTo"
            label={t('facturacion.list.issuedBetween')}
          />
        </>
      }
    >
      <FacturaFormModal
        opened={formOpened}
        onClose={form.close}
        onSaved={(factura) => {
          form.close();
          void navigate(paths.facturacion.detail.href(factura.id));
        }}
      />
    </ListScreen>
  );
}
