import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { FilterSelect, ListScreen, sanitizeQuery, useListSearchParams } from '@portal/design';
import { CAMBIO_STATUSES, CAMBIO_TYPES, cambiosQuerySchema, type Cambio } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Decision } from '../api/decide-cambio';
import { useCambios } from '../api/get-cambios';
import { useCambioColumns } from './cambio-columns';
import { CambioDecisionModal } from './cambio-decision-modal';

const FILTERS = { status: '', type: '' };
const ALL = 'all';

export default function CambiosPage() {
  const { t } = useTranslation('billing');
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(cambiosQuerySchema, list.params), [list.params]);
  const query = useCambios(filters);
  const [deciding, setDeciding] = useState<{ cambio: Cambio; decision: Decision } | null>(null);
  const columns = useCambioColumns({
    withEnablement: true,
    onDecide: (cambio, decision) => setDeciding({ cambio, decision }),
  });

  return (
    <ListScreen
      title={t('habilitaciones.cambios.title')}
      label={t('habilitaciones.cambios.caption')}
      storageKey="billing.cambios"
      searchLabel={t('habilitaciones.cambios.search')}
      list={list}
      query={query}
      columns={columns}
      records={(data) => data.cambios}
      total={(data) => data.totalCambios}
      filterColumns={2}
      actions={
        <Anchor component={Link} to={paths.habilitaciones.list.href()} size="sm">
          {t('habilitaciones.cambios.backToList')}
        </Anchor>
      }
      filters={
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="cambio-status-label">
              {t('habilitaciones.cambios.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="cambio-status-label"
              value={list.filters.status || ALL}
              onChange={(value) => list.setFilters({ status: value === ALL ? '' : value })}
              data={[
                { value: ALL, label: t('habilitaciones.cambios.allStatuses') },
                ...CAMBIO_STATUSES.map((value) => ({
                  value,
                  label: t(`habilitaciones.cambio.status.${value}`),
                })),
              ]}
            />
          </Stack>
          <FilterSelect
            list={list}
            name="type"
            label={t('habilitaciones.cambios.type')}
            placeholder={t('habilitaciones.cambios.allTypes')}
            data={CAMBIO_TYPES.map((value) => ({
              value,
              label: t(`habilitaciones.cambio.type.${value}`),
            }))}
          />
        </>
      }
    >
      <CambioDecisionModal
        cambio={deciding?.cambio ?? null}
        decision={deciding?.decision ?? 'approve'}
        onClose={() => setDeciding(null)}
      />
    </ListScreen>
  );
}
