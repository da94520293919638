import { useQueryClient } from '@tanstack/react-query';
import { notaKeys } from '../../notas/api/query-keys';
import { facturaQueries } from './get-facturas';

/** After any invoice change: lists, details and the billing notes (they show balances). */
export function useInvalidateFacturas() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: facturaQueries.all() }),
      queryClient.invalidateQueries({ queryKey: notaKeys.all() }),
    ]);
}
