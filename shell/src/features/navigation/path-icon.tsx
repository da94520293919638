import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ size?: number | string }>;

const icons = new Map<string, IconComponent>();

/**
 * An icon component drawn from SVG path data (a 24×24 view box, as `menu.json` carries a Remix
 * icon), the same for one set of paths so menus do not remount their icons on every render.
 */
export function pathIcon(paths: string[]): IconComponent {
  const key = paths.join('|');
  let icon = icons.get(key);
  if (!icon) {
    const PathIcon = ({ size = 24 }: { size?: number | string }) => (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="currentColor"
        aria-hidden="true"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
    icon = PathIcon;
    icons.set(key, icon);
  }
  return icon;
}
