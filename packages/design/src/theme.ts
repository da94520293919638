import {
  createTheme,
  type ActionIconProps,
  type BadgeProps,
  type ButtonProps,
  type CardProps,
  type ComboboxProps,
  type DrawerProps,
  type HoverCardProps,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type MenuProps,
  type NotificationProps,
  type ModalProps,
  type PaginationProps,
  type PaperProps,
  type PopoverProps,
  type TableProps,
  type TooltipProps,
} from '@mantine/core';
import { generateColors } from './colors';

/** Default light primary colour (spec section 9). */
export const DEFAULT_PRIMARY = '#1867C0';

/**
 * Mantine's orange with a darker last shade: orange.9 (#d9480f) under white text is 4.3:1, this
 * one 5.2:1 (badges). In the theme, not only in CSS, so that a chart drawing a badge's colour
 * (the academy topics) gets the same value.
 */
const ORANGE: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#c2410c',
];

/** Overlay base z-index (spec section 9): modals and drawers sit here, popovers above them. */
export const OVERLAY_Z_INDEX = 2000;
export const POPOVER_Z_INDEX = OVERLAY_Z_INDEX + 100;
export const NOTIFICATIONS_Z_INDEX = OVERLAY_Z_INDEX + 200;

export type Skin = 'default' | 'bordered';

/**
 * A component's house defaults, typed by its props. Plain objects rather than `Button.extend()`:
 * the theme then imports no component, so a small page (sign-in) ships only what it renders.
 */
const defaults = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

export interface BuildThemeOptions {
  /** 'bordered' draws borders instead of shadows on cards and papers. Default: 'default'. */
  skin?: Skin;
  /** Name of the close buttons of dialogs, drawers and snackbars (translated). Default: 'Close'. */
  closeLabel?: string;
  /**
   * The date pickers' dayjs locale (loaded) and first day of the week (0 Sunday ... 6 Saturday).
   * Default: Mantine's (English, Monday).
   */
  dates?: DatesSettings;
}

export interface DatesSettings {
  locale: string;
  firstDayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The @mantine/dates components the portal draws, by name: their theme defaults carry the
 * language's locale and first day, as a `DatesProvider` would, without the page loading
 * @mantine/dates (about 21 KB gzip) before it draws a date picker. Calendar is inside every
 * picker; the inputs format their value with their own `locale`.
 */
const DATE_COMPONENTS = [
  'Calendar',
  'DatePicker',
  'DateInput',
  'DatePickerInput',
  'DateTimePicker',
];

/**
 * The portal's Mantine theme. `primary` is the colour of the active scheme (light or dark
 * primary preference, chosen by `AppProviders`); house defaults live in `defaultProps`.
 */
export function buildTheme(
  primary: string = DEFAULT_PRIMARY,
  { skin = 'default', closeLabel = 'Close', dates }: BuildThemeOptions = {},
): MantineThemeOverride {
  const brand: MantineColorsTuple = generateColors(primary);
  const bordered = skin === 'bordered';
  const surface = { withBorder: bordered, shadow: bordered ? 'none' : 'sm' } as const;
  const floating = { zIndex: POPOVER_Z_INDEX } as const;
  // Mantine's close buttons have no name of their own (axe button-name).
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand, orange: ORANGE },
    fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: { fontFamily: '"Inter Variable", system-ui, sans-serif', fontWeight: '600' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Display breakpoints of spec section 9 (sm 600, md 960, lg 1280, xl 1920), in em (16 px).
    breakpoints: { xs: '30em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em' },
    other: { skin },
    components: {
      Card: defaults<CardProps>({ ...surface, padding: 'lg', radius: 'md' }),
      Paper: defaults<PaperProps>({ ...surface, radius: 'md' }),
      Button: defaults<ButtonProps>({ radius: 'md' }),
      ActionIcon: defaults<ActionIconProps>({ variant: 'subtle' }),
      Badge: defaults<BadgeProps>({ variant: 'light', radius: 'sm' }),
      Modal: defaults<ModalProps>({
        centered: true,
        zIndex: OVERLAY_Z_INDEX,
        overlayProps: { blur: 2 },
        closeButtonProps,
      }),
      Drawer: defaults<DrawerProps>({ zIndex: OVERLAY_Z_INDEX, closeButtonProps }),
      Notification: defaults<NotificationProps>({ closeButtonProps }),
      Popover: defaults<PopoverProps>(floating),
      HoverCard: defaults<HoverCardProps>(floating),
      // Mantine's focus placeholder is a role="presentation" child of role="menu" (axe
      // aria-required-children); without it the menu focuses its first item, as WAI-ARIA's menu
      // button does.
      Menu: defaults<MenuProps>({ ...floating, withInitialFocusPlaceholder: false }),
      Tooltip: defaults<TooltipProps>({ ...floating, withArrow: true }),
      Combobox: defaults<ComboboxProps>(floating),
      Table: defaults<TableProps>({ verticalSpacing: 'sm', highlightOnHover: true }),
      Pagination: defaults<PaginationProps>({ size: 'sm' }),
      ...(dates && Object.fromEntries(DATE_COMPONENTS.map((name) => [name, defaults(dates)]))),
    },
  });
}
