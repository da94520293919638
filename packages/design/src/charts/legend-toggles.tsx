import { Button, Group } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';

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

export interface LegendTogglesProps {
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
export function LegendToggles({
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
