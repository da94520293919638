import {
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  useComputedColorScheme,
  type MantineColor,
} from '@mantine/core';
import { RiArrowDownLine, RiArrowUpLine } from '@remixicon/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../format';
import { DESIGN_NAMESPACE } from '../i18n';

export interface StatCardProps {
  /** What is measured ("Revenue"). */
  title: ReactNode;
  /** The figure, already formatted (use formatNumber / formatCurrency). */
  value: ReactNode;
  /** Change in percent against the previous period (12.5 = +12.5 %). Default: none shown. */
  trend?: number;
  /** Icon shown in a tinted square. Default: none. */
  icon?: ReactNode;
  /** Colour of the icon square. Default: the primary colour. */
  color?: MantineColor;
  /** Small text under the value ("Last 30 days"). Default: none. */
  caption?: ReactNode;
  /**
   * The figure is still loading: the value's line, and the caption's when one is given, show as
   * skeletons of their own height (nothing moves when the figure arrives). Default: false.
   */
  loading?: boolean;
}

/** A line of text, or a skeleton of its height while loading. */
function Line({ loading, children }: { loading: boolean; children: ReactNode }) {
  return loading ? <Skeleton width="60%">{children}</Skeleton> : children;
}

/**
 * Trend text colour. green.6 / red.6 are 2.4:1 and 3.3:1 on a white card (axe): light uses the
 * "light" variants' text shades (styles.css darkens them); dark uses shade 4 (Mantine's text shade).
 */
const trendColor = (up: boolean, dark: boolean) =>
  dark
    ? `var(--mantine-color-${up ? 'green' : 'red'}-4)`
    : `var(--mantine-color-${up ? 'green' : 'red'}-light-color)`;

/** One dashboard figure: title, value, trend arrow in green (up) or red (down), icon. */
export function StatCard({
  title,
  value,
  trend,
  icon,
  color,
  caption,
  loading = false,
}: StatCardProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const dark = useComputedColorScheme('light') === 'dark';
  const up = trend !== undefined && trend >= 0;
  const Arrow = up ? RiArrowUpLine : RiArrowDownLine;
  const trendText = trend === undefined ? '' : formatPercent(Math.abs(trend));
  return (
    <Card>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {title}
          </Text>
          <Line loading={loading}>
            <Text fz={24} fw={600} lh={1.2}>
              {loading ? '\u00a0' : value}
            </Text>
          </Line>
          {trend !== undefined && (
            <Group gap={2} c={trendColor(up, dark)}>
              <Arrow size={16} aria-hidden="true" />
              <Text size="sm" fw={500} c="inherit">
                {t(up ? 'trend.up' : 'trend.down', { value: trendText })}
              </Text>
            </Group>
          )}
          {caption && (
            <Line loading={loading}>
              <Text size="xs" c="dimmed">
                {loading ? '\u00a0' : caption}
              </Text>
            </Line>
          )}
        </Stack>
        {icon && (
          <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden="true">
            {icon}
          </ThemeIcon>
        )}
      </Group>
    </Card>
  );
}
