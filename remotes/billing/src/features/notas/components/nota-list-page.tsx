import { Anchor, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import {
  FilterSelect,
  ListScreen,
  activeLocale,
  sanitizeQuery,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import { formatMoney } from '@portal/contract/money';
import { NOTA_STATUSES, notasQuerySchema, type NotaRow } from '@portal/contract';
import { RiAddLine } from '@remixicon/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/day';
import { useNotas } from '../api/get-notas';
import { NotaFormModal } from './nota-form-modal';
import { NotaStatusBadge } from './nota-status-badge';
import { useLiveInvalidate } from '@portal/design/base';
import { notaKeys } from '../api/query-keys';

const FILTERS = { status: '' };

/** Someone else's change to one of these refetches what the page shows. */
const LIVE_KINDS = ['nota'];

export default function NotaListPage() {
  useLiveInvalidate(LIVE_KINDS, notaKeys);
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(notasQuerySchema, list.params), [list.params]);
  const query = useNotas(filters);
  const [formOpened, form] = useDisclosure(false);
  const field = (name: string) => t(`notas.fields.${name}`);

  const columns: ListColumn<NotaRow>[] = [
    {
      id: 'number',
      title: field('number'),
      sortable: true,
      render: (nota) => (
        <Anchor component={Link} to={paths.notas.detail.href(nota.id)} fw={500} size="sm">
          <bdi>{nota.number}</bdi>
        </Anchor>
      ),
    },
    { id: 'customer', title: field('customer'), sortable: true, render: (n) => n.customer.name },
    {
      id: 'createdAt',
      title: field('createdAt'),
      sortable: true,
      render: (n) => formatDay(n.createdAt),
    },
    { id: 'dueDate', title: field('dueDate'), sortable: true, render: (n) => formatDay(n.dueDate) },
    {
      id: 'total',
      title: field('total'),
      sortable: true,
      kind: 'money',
      render: (n) => <bdi>{formatMoney(n.total, n.currency, activeLocale())}</bdi>,
    },
    {
      id: 'status',
      title: field('status'),
      sortable: true,
      render: (n) => <NotaStatusBadge status={n.status} />,
    },
  ];
  const newButton = (
    <Can I="create" a="NotaCobro">
      <Button leftSection={<RiAddLine size={16} aria-hidden />} onClick={form.open}>
        {t('notas.actions.new')}
      </Button>
    </Can>
  );

  return (
    <ListScreen
      title={t('notas.list.title')}
      label={t('notas.list.caption')}
      storageKey="billing.notas"
      searchLabel={t('notas.list.search')}
      list={list}
      query={query}
      columns={columns}
      records={(data) => data.notas}
      total={(data) => data.totalNotas}
      actions={newButton}
      emptyAction={newButton}
      filters={
        <FilterSelect
          list={list}
          name="status"
          label={field('status')}
          placeholder={t('notas.list.allStatuses')}
          data={NOTA_STATUSES.map((value) => ({ value, label: t(`notas.status.${value}`) }))}
        />
      }
    >
      <NotaFormModal
        opened={formOpened}
        onClose={form.close}
        onSaved={(nota) => {
          form.close();
          void navigate(paths.notas.detail.href(nota.id));
        }}
      />
    </ListScreen>
  );
}
