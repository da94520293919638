import type { MantineColorsTuple } from '@mantine/core';

function hexToRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/./g, (c) => c + c) : value;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const mix = (a: number[], b: number[], t: number) => a.map((c, i) => c + ((b[i] ?? 0) - c) * t);

/** Ten shades around one colour: lighter tints for 0-5, the colour at 6, darker shades after. */
export function generateColors(hex: string): MantineColorsTuple {
  const base = hexToRgb(hex);
  const white = [255, 255, 255];
  const black = [0, 0, 0];
  const tints = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((t) => toHex(mix(base, white, t)));
  const shades = [0, 0.15, 0.3, 0.45].map((t) => toHex(mix(base, black, t)));
  return [...tints, ...shades] as unknown as MantineColorsTuple;
}

export const isHexColor = (value: string) => /^#([\da-f]{3}|[\da-f]{6})$/i.test(value);
