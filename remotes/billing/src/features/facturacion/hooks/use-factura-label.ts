import type { FacturaRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The invoice's number, or "Draft #12" before it is issued. */
export function useFacturaLabel() {
  const { t } = useTranslation('billing');
  return (factura: Pick<FacturaRow, 'id' | 'number'>) =>
    factura.number ?? t('facturacion.draftNumber', { id: factura.id });
}
