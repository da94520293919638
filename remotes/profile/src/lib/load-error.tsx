import { useTranslation } from 'react-i18next';
import { apiErrorMessage, ErrorPanel } from '@portal/design/base';

/** A failed load with the API-error module's message and Retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel message={apiErrorMessage(error, t)} onRetry={onRetry} />;
}
