import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The hues a status takes: plain Mantine colours, no shade. The light variant prints them as a
 * dark text on a pale tint (light scheme, darkened further in styles.css) or a pale text on a
 * deep tint (dark scheme): at least 4.5:1 in both.
 */
export type StatusColor =
  | 'gray'
  | 'dark'
  | 'blue'
  | 'cyan'
  | 'teal'
  | 'green'
  | 'lime'
  | 'yellow'
  | 'orange'
  | 'red'
  | 'pink'
  | 'grape'
  | 'violet'
  | 'indigo';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'variant'> {
  /** The status's hue, e.g. 'teal' for paid, 'red' for overdue. */
  color: StatusColor;
  /** The translated status. */
  children: ReactNode;
}

/**
 * A record's status (paid, open, suspended, failed…) as a badge: one look in every module, the
 * kit's light variant.
 */
export function StatusBadge({ color, ...props }: StatusBadgeProps) {
  return <Badge color={color} variant="light" {...props} />;
}
