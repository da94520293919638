import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';

export interface PageLoaderProps {
  /** Minimum height of the loading area. Default: 240. */
  minHeight?: number | string;
  /** Accessible text. Default: "Loading…" (design:loading). */
  label?: string;
}

/** Centered spinner for a page or section that is loading (Suspense fallback, first fetch). */
export function PageLoader({ minHeight = 240, label }: PageLoaderProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const text = label ?? t('loading');
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </Center>
  );
}
