import { Button, Group } from '@mantine/core';
import { useMemo, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';
import { useChartColors } from './chart-colors';
import { legendEntries, withHidden } from './chart-data';
import type { ChartOption } from './chart-types';

/** Out of sight but read by screen readers and reachable with Tab (as a skip link is). */
const offScreen: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

interface LegendTogglesProps {
  /** The chart's accessible name. */
  chart: string | undefined;
  /** The legend's entries, in order (`legendEntries`). */
  entries: readonly string[];
  /** The entries turned off. */
  hidden: readonly string[];
  onToggle: (name: string) => void;
  /** The colours of the frame shown while a button has the focus. */
  background: string;
  border: string;
}

/**
 * The chart legend for the keyboard and screen readers: one toggle button per entry
 * (`aria-pressed` while the series is shown), doing what a click on the drawn legend does. The
 * buttons stay out of sight until one has the focus; the row then shows over the chart's top.
 */
function LegendToggles({
  chart,
  entries,
  hidden,
  onToggle,
  background,
  border,
}: LegendTogglesProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const [focused, setFocused] = useState(false);
  if (entries.length === 0) return null;
  return (
    <Group
      role="group"
      aria-label={t('chartLegend', { chart: chart ?? '' })}
      gap={4}
      p={4}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      style={
        focused
          ? {
              position: 'absolute',
              top: 0,
              insetInlineStart: 0,
              zIndex: 2,
              background,
              border: `1px solid ${border}`,
              borderRadius: 4,
            }
          : offScreen
      }
    >
      {entries.map((name) => {
        const shown = !hidden.includes(name);
        return (
          <Button
            key={name}
            size="compact-xs"
            variant={shown ? 'light' : 'default'}
            aria-pressed={shown}
            td={shown ? undefined : 'line-through'}
            onClick={() => onToggle(name)}
          >
            {name}
          </Button>
        );
      })}
    </Group>
  );
}

/** `hidden` with `name` turned off, or on again when it was off. */
export const toggled = (hidden: readonly string[], name: string): string[] =>
  hidden.includes(name) ? hidden.filter((n) => n !== name) : [...hidden, name];

/** A chart's legend as the page keeps it: the entries turned off, and the option drawn so. */
export function useChartLegend(option: ChartOption) {
  const [hidden, setHidden] = useState<string[]>([]);
  const shown = useMemo(() => withHidden(option, hidden), [option, hidden]);
  const entries = useMemo(() => legendEntries(option), [option]);
  return { hidden, setHidden, shown, entries };
}

export interface ChartFrameProps {
  ref?: Ref<HTMLDivElement>;
  /** The chart's accessible name. */
  label: string | undefined;
  height: number | string;
  style?: CSSProperties;
  legend: ReturnType<typeof useChartLegend>;
  /** The drawing (or its skeleton): an image named `label`. */
  children: ReactNode;
  /** What is laid over the drawing besides the legend's toggles (a tooltip). */
  overlay?: ReactNode;
}

/** A chart's box: the drawing as one image, the legend's toggles and any overlay over it. */
export function ChartFrame({
  ref,
  label,
  height,
  style,
  legend,
  children,
  overlay,
}: ChartFrameProps) {
  const colors = useChartColors();
  const { entries, hidden, setHidden } = legend;
  return (
    <div ref={ref} style={{ position: 'relative', width: '100%', height, ...style }}>
      <div role="img" aria-label={label} style={{ width: '100%', height: '100%' }}>
        {children}
      </div>
      <LegendToggles
        chart={label}
        entries={entries}
        hidden={hidden}
        onToggle={(name) => setHidden((names) => toggled(names, name))}
        background={colors.tooltip}
        border={colors.axis}
      />
      {overlay}
    </div>
  );
}
