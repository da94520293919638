import type { QueryClient } from '@tanstack/react-query';
import { sofonoKeys } from '../../sofono/api/query-keys';
import { cambioQueries } from './get-cambios';
import { habilitacionQueries } from './get-habilitaciones';

/**
 * After any change to an enablement or a change request. Phone lines read their status and plan
 * from the enablement: refresh them too.
 */
export const invalidateHabilitaciones = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: habilitacionQueries.all() }),
    queryClient.invalidateQueries({ queryKey: cambioQueries.all() }),
    queryClient.invalidateQueries({ queryKey: sofonoKeys.all() }),
  ]);
