import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiFieldErrors } from './api-error';

/** `message(error)` and `fieldErrors(error)` bound to the active language. */
export function useApiError() {
  const { t } = useTranslation();
  return {
    message: useCallback((error: unknown) => apiErrorMessage(error, t), [t]),
    fieldErrors: useCallback((error: unknown) => apiFieldErrors(error, t), [t]),
  };
}
