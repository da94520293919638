import type { Vehicle, VehicleWarning } from '@portal/contract';

type VehicleRow = [
  location: number,
  start: string,
  startCountry: string,
  end: string,
  endCountry: string,
  warnings: VehicleWarning,
  progress: number,
];

/** The 25 sample vehicles (spec 9): European routes, the spec's five warnings, progress 0-100. */
const VEHICLES: VehicleRow[] = [
  [468031, 'Cagnes-sur-Mer', 'France', 'Catania', 'Italy', 'No Warnings', 49],
  [302781, 'Köln', 'Germany', 'Laspezia', 'Italy', 'Ecu Not Responding', 24],
  [715822, 'Chambray-lès-Tours', 'France', 'Hamm', 'Germany', 'Oil Leakage', 7],
  [451430, 'Berlin', 'Germany', 'Gelsenkirchen', 'Germany', 'No Warnings', 95],
  [921577, 'Cergy-Pontoise', 'France', 'Berlin', 'Germany', 'No Warnings', 65],
  [480957, 'Villefranche-sur-Saône', 'France', 'Halle', 'Germany', 'Ecu Not Responding', 55],
  [330178, 'Mâcon', 'France', 'Bochum', 'Germany', 'Fuel Problems', 74],
  [595525, 'Nantes', 'France', 'Lyon', 'France', 'No Warnings', 100],
  [182964, 'Saintes', 'France', 'Roma', 'Italy', 'Oil Leakage', 82],
  [706085, 'Rennes', 'France', 'Lyon', 'France', 'Temperature not optimal', 0],
  [523708, 'Madrid', 'Spain', 'Paris', 'France', 'No Warnings', 12],
  [676485, 'Marseille', 'France', 'Milano', 'Italy', 'Fuel Problems', 38],
  [514437, 'München', 'Germany', 'Wien', 'Austria', 'No Warnings', 61],
  [373230, 'Barcelona', 'Spain', 'Toulouse', 'France', 'Temperature not optimal', 90],
  [849021, 'Amsterdam', 'Netherlands', 'Hamburg', 'Germany', 'No Warnings', 33],
  [142590, 'Bruxelles', 'Belgium', 'Frankfurt', 'Germany', 'Ecu Not Responding', 18],
  [958143, 'Lisboa', 'Portugal', 'Sevilla', 'Spain', 'No Warnings', 71],
  [260794, 'Praha', 'Czechia', 'Warszawa', 'Poland', 'Oil Leakage', 44],
  [617342, 'Zürich', 'Switzerland', 'Torino', 'Italy', 'No Warnings', 86],
  [794316, 'Bordeaux', 'France', 'Bilbao', 'Spain', 'Fuel Problems', 5],
  [401827, 'Napoli', 'Italy', 'Bari', 'Italy', 'No Warnings', 57],
  [835609, 'Valencia', 'Spain', 'Madrid', 'Spain', 'Temperature not optimal', 29],
  [219468, 'Lyon', 'France', 'Genève', 'Switzerland', 'No Warnings', 99],
  [663051, 'Stuttgart', 'Germany', 'Strasbourg', 'France', 'Ecu Not Responding', 66],
  [987213, 'Kraków', 'Poland', 'Budapest', 'Hungary', 'No Warnings', 41],
];

export function seedVehicles(): Vehicle[] {
  return VEHICLES.map(
    ([location, startCity, startCountry, endCity, endCountry, warnings, progress], index) => ({
      id: index + 1,
      location,
      startCity,
      startCountry,
      endCity,
      endCountry,
      warnings,
      progress,
    }),
  );
}
