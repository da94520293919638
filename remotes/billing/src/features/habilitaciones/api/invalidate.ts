import type { QueryClient } from '@tanstack/react-query';
import { cambioQueries } from './get-cambios';
import { habilitacionQueries } from './get-habilitaciones';

/** Phone lines read their status and plan from the enablement: refresh them too. */
const SOFONO_KEY = ['billing', 'sofono'] as const;

/** After any change to an enablement or a change request. */
export const invalidateHabilitaciones = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: habilitacionQueries.all() }),
    queryClient.invalidateQueries({ queryKey: cambioQueries.all() }),
    queryClient.invalidateQueries({ queryKey: SOFONO_KEY }),
  ]);
