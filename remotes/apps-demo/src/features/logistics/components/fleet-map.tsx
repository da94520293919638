import { useComputedColorScheme } from '@mantine/core';
import type { Vehicle } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { CITIES, LAND, MAP_HEIGHT, MAP_WIDTH, positionOnRoute, project, type LonLat } from './geo';

const ZOOMED_WIDTH = 320;
const ZOOMED_HEIGHT = 240;

export interface FleetMapProps {
  /** Every vehicle, drawn as a dot at its position on its route. */
  vehicles: Vehicle[];
  /** The vehicle to centre, with its route and progress; null shows the whole map. */
  selected: Vehicle | null;
}

const cityOf = (name: string): LonLat | undefined => CITIES[name];

/** Where the vehicle is and its route ends, or null when a city is not in the bundled data. */
export function vehicleRoute(vehicle: Vehicle) {
  const start = cityOf(vehicle.startCity);
  const end = cityOf(vehicle.endCity);
  if (!start || !end) return null;
  return {
    start: project(start),
    end: project(end),
    position: positionOnRoute(start, end, vehicle.progress),
  };
}

/**
 * The offline fleet map: an SVG of bundled outlines (no tiles, no token). Geography does not
 * mirror in right-to-left languages; only the legend text does.
 */
export function FleetMap({ vehicles, selected }: FleetMapProps) {
  const { t } = useTranslation('apps-demo');
  const dark = useComputedColorScheme('light') === 'dark';
  const route = selected ? vehicleRoute(selected) : null;
  const viewBox = route
    ? [
        route.position[0] - ZOOMED_WIDTH / 2,
        route.position[1] - ZOOMED_HEIGHT / 2,
        ZOOMED_WIDTH,
        ZOOMED_HEIGHT,
      ].join(' ')
    : `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`;
  const label = selected
    ? t('logistics.fleet.mapSelected', {
        vehicle: `VOL-${selected.location}`,
        start: selected.startCity,
        end: selected.endCity,
        progress: selected.progress,
      })
    : t('logistics.fleet.mapAll', { count: vehicles.length });
  const scale = route ? 0.5 : 1;

  return (
    <svg
      viewBox={viewBox}
      role="img"
      aria-label={label}
      data-testid="fleet-map"
      data-centre={route ? route.position.map((v) => v.toFixed(1)).join(',') : ''}
      style={{
        width: '100%',
        height: '100%',
        background: dark ? '#1b2a3a' : '#cfe3f5',
        borderRadius: 8,
        transition: 'all 0.3s',
      }}
      preserveAspectRatio="xMidYMid meet"
    >
      {LAND.map((polygon, index) => (
        <polygon
          key={index}
          points={polygon.map((point) => project(point).join(',')).join(' ')}
          fill={dark ? '#2e3b4a' : '#eef1e6'}
          stroke={dark ? '#56657a' : '#9aa79a'}
          strokeWidth={scale}
        />
      ))}
      {vehicles.map((vehicle) => {
        const at = vehicleRoute(vehicle);
        if (!at || vehicle.id === selected?.id) return null;
        return (
          <circle
            key={vehicle.id}
            cx={at.position[0]}
            cy={at.position[1]}
            r={4 * scale}
            fill={dark ? '#8fb8ff' : '#1c5fc4'}
            opacity={0.7}
          />
        );
      })}
      {route && selected && (
        <g>
          <line
            x1={route.start[0]}
            y1={route.start[1]}
            x2={route.end[0]}
            y2={route.end[1]}
            stroke={dark ? '#9aa7b8' : '#5c6b7a'}
            strokeWidth={2 * scale}
            strokeDasharray={`${4 * scale} ${3 * scale}`}
          />
          <line
            x1={route.start[0]}
            y1={route.start[1]}
            x2={route.position[0]}
            y2={route.position[1]}
            stroke={dark ? '#5fd4a0' : '#0b7a4b'}
            strokeWidth={3 * scale}
          />
          {[route.start, route.end].map(([x, y], index) => (
            <circle key={index} cx={x} cy={y} r={4 * scale} fill={dark ? '#fff' : '#333'} />
          ))}
          <text
            x={route.start[0] + 6 * scale}
            y={route.start[1] - 6 * scale}
            fontSize={11 * scale}
            fill={dark ? '#fff' : '#222'}
          >
            {selected.startCity}
          </text>
          <text
            x={route.end[0] + 6 * scale}
            y={route.end[1] - 6 * scale}
            fontSize={11 * scale}
            fill={dark ? '#fff' : '#222'}
          >
            {selected.endCity}
          </text>
          <circle
            cx={route.position[0]}
            cy={route.position[1]}
            r={8 * scale}
            fill={dark ? '#ffb454' : '#d9480f'}
            stroke="#fff"
            strokeWidth={2 * scale}
          />
        </g>
      )}
    </svg>
  );
}
