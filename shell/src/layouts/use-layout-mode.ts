import { useMediaQuery } from '@mantine/hooks';
import { usePreferences } from '@portal/design/base';

/** Below this width navigation is forced vertical and becomes an overlay drawer (spec 9). */
export const OVERLAY_NAV_QUERY = '(max-width: 1279px)';

/**
 * The navigation actually shown: the preference on wide screens, vertical below 1279 px.
 * The preference itself is untouched, so widening the window restores it.
 */
export function useLayoutMode() {
  const small = useMediaQuery(OVERLAY_NAV_QUERY, false, { getInitialValueInEffect: false });
  const preferred = usePreferences((s) => s.appContentLayoutNav);
  const collapsed = usePreferences((s) => s.isVerticalNavCollapsed);
  const nav: 'vertical' | 'horizontal' = small ? 'vertical' : preferred;
  return { small, nav, collapsed: !small && nav === 'vertical' && collapsed };
}
