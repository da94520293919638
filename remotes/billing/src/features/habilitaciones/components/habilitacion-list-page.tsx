import { Anchor, Button, Text } from '@mantine/core';
import {
  Ltr,
  FilterSelect,
  ListScreen,
  sanitizeQuery,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import {
  HABILITACION_STATUSES,
  SERVICES,
  habilitacionesQuerySchema,
  type HabilitacionRow,
} from '@portal/contract';
import { RiSwapLine } from '@remixicon/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useHabilitaciones } from '../api/get-habilitaciones';
import { money, renewal } from './display';
import { HabilitacionStatusBadge } from './status-badges';
import { formatDay } from '../../../lib/day';

const FILTERS = { status: '', service: '' };

export default function HabilitacionListPage() {
  const { t } = useTranslation('billing');
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(
    () => sanitizeQuery(habilitacionesQuerySchema, list.params),
    [list.params],
  );
  const query = useHabilitaciones(filters);
  const field = (name: string) => t(`habilitaciones.fields.${name}`);
  const filter = (name: keyof typeof FILTERS, values: readonly string[]) => (
    <FilterSelect
      list={list}
      name={name}
      label={field(name)}
      placeholder={t(`habilitaciones.list.all.${name}`)}
      data={values.map((value) => ({ value, label: t(`habilitaciones.${name}.${value}`) }))}
    />
  );

  const columns: ListColumn<HabilitacionRow>[] = [
    { id: 'id', title: field('id'), sortable: true, render: (h) => `#${h.id}` },
    {
      id: 'customer',
      title: field('customer'),
      sortable: true,
      render: (h) => (
        <>
          <Anchor component={Link} to={paths.habilitaciones.detail.href(h.id)} fw={500} size="sm">
            {h.customer.name}
          </Anchor>
          <Text size="xs">
            <Ltr>{h.customer.taxId}</Ltr>
          </Text>
        </>
      ),
    },
    {
      id: 'service',
      title: field('service'),
      sortable: true,
      render: (h) => t(`habilitaciones.service.${h.service}`),
    },
    {
      id: 'plan',
      title: field('plan'),
      sortable: true,
      render: (h) => t(`habilitaciones.plan.${h.plan}`),
    },
    {
      id: 'status',
      title: field('status'),
      sortable: true,
      render: (h) => <HabilitacionStatusBadge status={h.status} />,
    },
    {
      id: 'startDate',
      title: field('startDate'),
      sortable: true,
      render: (h) => formatDay(h.startDate),
    },
    {
      id: 'renewalDate',
      title: field('renewalDate'),
      sortable: true,
      render: (h) => renewal(h, t),
    },
    {
      id: 'monthlyPrice',
      title: field('monthlyPrice'),
      kind: 'money',
      render: (h) => money(h.monthlyPrice, h.currency),
    },
  ];

  return (
    <ListScreen
      title={t('habilitaciones.list.title')}
      label={t('habilitaciones.list.caption')}
      storageKey="billing.habilitaciones"
      searchLabel={t('habilitaciones.list.search')}
      list={list}
      query={query}
      columns={columns}
      records={(data) => data.habilitaciones}
      total={(data) => data.totalHabilitaciones}
      filterColumns={2}
      filters={
        <>
          {filter('status', HABILITACION_STATUSES)}
          {filter('service', SERVICES)}
        </>
      }
      actions={
        <Button
          component={Link}
          to={paths.habilitaciones.cambios.href()}
          variant="default"
          leftSection={<RiSwapLine size={16} aria-hidden />}
        >
          {t('habilitaciones.list.changeRequests')}
        </Button>
      }
    />
  );
}
