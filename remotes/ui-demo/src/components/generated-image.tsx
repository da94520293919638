import { useComputedColorScheme } from '@mantine/core';

const HUES = [210, 150, 30, 280, 350, 180, 60, 250];

export interface GeneratedImageProps {
  /** Picks the colours: the same seed draws the same picture. */
  seed: number;
  /** Height in pixels; the width fills the container. Default: 120. */
  height?: number;
  /** Accessible description; an empty string marks the image decorative. */
  label: string;
}

/** A generated SVG picture (gradient and shapes): demo images without any external host. */
export function GeneratedImage({ seed, height = 120, label }: GeneratedImageProps) {
  const dark = useComputedColorScheme('light') === 'dark';
  const hue = HUES[seed % HUES.length] ?? 210;
  const lightness = dark ? 35 : 70;
  const id = `gi-${seed}`;
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
      aria-label={label || undefined}
      width="100%"
      height={height}
      viewBox="0 0 300 120"
      preserveAspectRatio="xMidYMid slice"
      style={{ display: 'block', borderRadius: 8 }}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% ${lightness}%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 60) % 360} 70% ${lightness - 15}%)`} />
        </linearGradient>
      </defs>
      <rect width="300" height="120" fill={`url(#${id})`} />
      <circle cx={60 + ((seed * 37) % 180)} cy="50" r="28" fill="white" opacity="0.35" />
      <path d={`M0 120 L${90 + ((seed * 23) % 60)} 60 L190 120 Z`} fill="white" opacity="0.25" />
      <path d="M120 120 L220 40 L300 120 Z" fill="black" opacity="0.12" />
    </svg>
  );
}
