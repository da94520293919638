import { useQueryClient } from '@tanstack/react-query';
import { facturaKeys } from '../../facturacion/api/query-keys';
import { notaQueries } from './get-notas';

/** After any note change: notes and the invoices they include. */
export function useInvalidateNotas() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notaQueries.all() }),
      queryClient.invalidateQueries({ queryKey: facturaKeys.all() }),
    ]);
}
