import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Combobox,
  createTheme,
  Drawer,
  HoverCard,
  Menu,
  Modal,
  Pagination,
  Paper,
  Popover,
  Table,
  Tooltip,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { generateColors } from './colors';

/** Default light primary colour (spec section 9). */
export const DEFAULT_PRIMARY = '#1867C0';

/** Overlay base z-index (spec section 9): modals and drawers sit here, popovers above them. */
export const OVERLAY_Z_INDEX = 2000;
export const POPOVER_Z_INDEX = OVERLAY_Z_INDEX + 100;
export const NOTIFICATIONS_Z_INDEX = OVERLAY_Z_INDEX + 200;

export type Skin = 'default' | 'bordered';

export interface BuildThemeOptions {
  /** 'bordered' draws borders instead of shadows on cards and papers. Default: 'default'. */
  skin?: Skin;
}

/**
 * The portal's Mantine theme. `primary` is the colour of the active scheme (light or dark
 * primary preference, chosen by `AppProviders`); house defaults live in `defaultProps`.
 */
export function buildTheme(
  primary: string = DEFAULT_PRIMARY,
  { skin = 'default' }: BuildThemeOptions = {},
): MantineThemeOverride {
  const brand: MantineColorsTuple = generateColors(primary);
  const bordered = skin === 'bordered';
  const surface = { withBorder: bordered, shadow: bordered ? 'none' : 'sm' } as const;
  const floating = { zIndex: POPOVER_Z_INDEX } as const;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: { fontFamily: 'Inter, system-ui, sans-serif', fontWeight: '600' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Display breakpoints of spec section 9 (sm 600, md 960, lg 1280, xl 1920), in em (16 px).
    breakpoints: { xs: '30em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em' },
    other: { skin },
    components: {
      Card: Card.extend({ defaultProps: { ...surface, padding: 'lg', radius: 'md' } }),
      Paper: Paper.extend({ defaultProps: { ...surface, radius: 'md' } }),
      Button: Button.extend({ defaultProps: { radius: 'md' } }),
      ActionIcon: ActionIcon.extend({ defaultProps: { variant: 'subtle' } }),
      Badge: Badge.extend({ defaultProps: { variant: 'light', radius: 'sm' } }),
      Modal: Modal.extend({
        defaultProps: { centered: true, zIndex: OVERLAY_Z_INDEX, overlayProps: { blur: 2 } },
      }),
      Drawer: Drawer.extend({ defaultProps: { zIndex: OVERLAY_Z_INDEX } }),
      Popover: Popover.extend({ defaultProps: floating }),
      HoverCard: HoverCard.extend({ defaultProps: floating }),
      Menu: Menu.extend({ defaultProps: floating }),
      Tooltip: Tooltip.extend({ defaultProps: { ...floating, withArrow: true } }),
      Combobox: Combobox.extend({ defaultProps: floating }),
      Table: Table.extend({ defaultProps: { verticalSpacing: 'sm', highlightOnHover: true } }),
      Pagination: Pagination.extend({ defaultProps: { size: 'sm' } }),
    },
  });
}
