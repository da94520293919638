import { useQueryClient } from '@tanstack/react-query';
import { NOTAS_KEY, facturaQueries } from './get-facturas';

/** After any invoice change: lists, details and the billing notes that show balances. */
export function useInvalidateFacturas() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: facturaQueries.all() }),
      queryClient.invalidateQueries({ queryKey: NOTAS_KEY }),
    ]);
}
