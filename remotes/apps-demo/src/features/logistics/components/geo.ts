/**
 * Bundled, simplified geography for the offline fleet map: rough outlines of western and
 * central Europe (longitude, latitude), and the cities the vehicles travel between. Accurate to
 * a few tens of kilometres: enough to place routes, no tile server or token needed.
 */
export type LonLat = readonly [number, number];

export const LAND: readonly (readonly LonLat[])[] = [
  // Mainland, clockwise from the Algarve.
  [
    [-8.9, 37.0],
    [-9.5, 38.8],
    [-8.8, 41.9],
    [-9.3, 43.0],
    [-7.7, 43.8],
    [-1.8, 43.4],
    [-1.2, 46.0],
    [-2.5, 47.3],
    [-4.7, 48.4],
    [-1.6, 48.7],
    [0.1, 49.5],
    [1.6, 50.9],
    [3.2, 51.3],
    [4.6, 52.9],
    [6.8, 53.5],
    [8.6, 53.9],
    [8.1, 55.5],
    [8.6, 57.1],
    [10.6, 57.7],
    [10.5, 56.1],
    [9.9, 54.8],
    [11.0, 54.0],
    [14.2, 53.9],
    [16.5, 54.5],
    [18.6, 54.4],
    [21.1, 55.7],
    [21.0, 57.0],
    [24.1, 57.0],
    [23.5, 59.2],
    [28.0, 59.5],
    [31.0, 59.5],
    [31.0, 46.4],
    [30.7, 46.4],
    [28.7, 44.3],
    [27.9, 42.0],
    [26.0, 40.8],
    [24.0, 40.7],
    [23.0, 39.4],
    [22.9, 37.7],
    [22.4, 36.5],
    [21.1, 37.8],
    [20.2, 39.6],
    [19.4, 41.8],
    [18.5, 42.4],
    [15.9, 43.6],
    [13.6, 45.1],
    [13.7, 45.7],
    [12.3, 45.4],
    [12.4, 44.2],
    [13.6, 43.6],
    [14.2, 42.4],
    [15.9, 41.9],
    [16.1, 41.4],
    [18.5, 40.1],
    [17.1, 39.0],
    [16.6, 38.4],
    [15.6, 38.0],
    [15.6, 40.0],
    [14.3, 40.8],
    [12.2, 41.8],
    [10.5, 43.0],
    [8.9, 44.4],
    [7.3, 43.7],
    [5.4, 43.3],
    [3.0, 43.3],
    [3.2, 41.9],
    [0.9, 41.0],
    [-0.3, 39.5],
    [0.2, 38.7],
    [-0.7, 37.6],
    [-2.1, 36.7],
    [-5.6, 36.0],
    [-6.3, 36.5],
    [-7.4, 37.2],
  ],
  // Sicily.
  [
    [12.4, 37.8],
    [15.6, 38.3],
    [15.1, 36.7],
    [12.4, 37.8],
  ],
  // Sardinia and Corsica.
  [
    [8.4, 39.0],
    [9.6, 39.1],
    [9.8, 41.0],
    [8.2, 40.9],
    [8.4, 39.0],
  ],
  [
    [8.6, 41.4],
    [9.4, 41.6],
    [9.5, 43.0],
    [8.6, 42.4],
    [8.6, 41.4],
  ],
  // Great Britain.
  [
    [-5.7, 50.0],
    [1.4, 51.2],
    [1.7, 52.7],
    [0.2, 53.5],
    [-1.6, 55.6],
    [-2.1, 57.7],
    [-3.0, 58.6],
    [-5.0, 58.6],
    [-6.2, 56.7],
    [-4.9, 55.0],
    [-3.0, 53.4],
    [-4.6, 52.8],
    [-5.2, 51.7],
    [-3.0, 51.4],
    [-5.7, 50.0],
  ],
  // Ireland.
  [
    [-6.0, 52.2],
    [-6.2, 54.0],
    [-7.3, 55.3],
    [-10.0, 54.2],
    [-10.2, 51.6],
    [-6.0, 52.2],
  ],
  // Southern Scandinavia.
  [
    [5.3, 60.4],
    [5.6, 58.9],
    [7.0, 58.0],
    [8.7, 58.4],
    [10.6, 59.9],
    [11.1, 58.9],
    [11.9, 57.6],
    [12.9, 55.4],
    [14.2, 55.4],
    [16.0, 56.3],
    [16.6, 57.9],
    [18.6, 59.4],
    [17.5, 60.6],
    [18.0, 62.0],
    [5.0, 62.0],
  ],
];

/** Cities the seeded vehicles start from or go to. */
export const CITIES: Readonly<Record<string, LonLat>> = {
  'Cagnes-sur-Mer': [7.15, 43.66],
  Catania: [15.09, 37.5],
  Köln: [6.96, 50.94],
  Laspezia: [9.82, 44.1],
  'Chambray-lès-Tours': [0.71, 47.33],
  Hamm: [7.82, 51.68],
  Berlin: [13.4, 52.52],
  Gelsenkirchen: [7.1, 51.51],
  'Cergy-Pontoise': [2.07, 49.04],
  'Villefranche-sur-Saône': [4.72, 45.99],
  Halle: [11.97, 51.48],
  Mâcon: [4.83, 46.31],
  Bochum: [7.22, 51.48],
  Nantes: [-1.55, 47.22],
  Lyon: [4.84, 45.76],
  Saintes: [-0.63, 45.75],
  Roma: [12.5, 41.9],
  Rennes: [-1.68, 48.11],
  Madrid: [-3.7, 40.42],
  Paris: [2.35, 48.86],
  Marseille: [5.37, 43.3],
  Milano: [9.19, 45.46],
  München: [11.58, 48.14],
  Wien: [16.37, 48.21],
  Barcelona: [2.17, 41.39],
  Toulouse: [1.44, 43.6],
  Amsterdam: [4.9, 52.37],
  Hamburg: [9.99, 53.55],
  Bruxelles: [4.35, 50.85],
  Frankfurt: [8.68, 50.11],
  Lisboa: [-9.14, 38.72],
  Sevilla: [-5.98, 37.39],
  Praha: [14.44, 50.08],
  Warszawa: [21.01, 52.23],
  Zürich: [8.54, 47.37],
  Torino: [7.69, 45.07],
  Bordeaux: [-0.58, 44.84],
  Bilbao: [-2.93, 43.26],
  Napoli: [14.27, 40.85],
  Bari: [16.87, 41.12],
  Valencia: [-0.38, 39.47],
  Genève: [6.14, 46.2],
  Stuttgart: [9.18, 48.78],
  Strasbourg: [7.75, 48.57],
  Kraków: [19.94, 50.06],
  Budapest: [19.04, 47.5],
};

/** Map bounds (degrees) and scale: an equirectangular projection true at 47° N. */
export const BOUNDS = { west: -11, east: 32, south: 35, north: 61 } as const;
const SCALE = 20;
const COS = Math.cos((47 * Math.PI) / 180);

/** Longitude/latitude to map units (x grows east, y grows south). */
export function project([lon, lat]: LonLat): [number, number] {
  return [(lon - BOUNDS.west) * SCALE * COS, (BOUNDS.north - lat) * SCALE];
}

export const MAP_WIDTH = (BOUNDS.east - BOUNDS.west) * SCALE * COS;
export const MAP_HEIGHT = (BOUNDS.north - BOUNDS.south) * SCALE;

/** Where a vehicle is: `progress` percent of the way along the straight route. */
export function positionOnRoute(start: LonLat, end: LonLat, progress: number): [number, number] {
  const [x1, y1] = project(start);
  const [x2, y2] = project(end);
  const f = Math.min(100, Math.max(0, progress)) / 100;
  return [x1 + (x2 - x1) * f, y1 + (y2 - y1) * f];
}
