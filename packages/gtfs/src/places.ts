import {
  emptyPlacesFile,
  PLACES_FILE_FORMAT,
  type PlacesFile,
  type PlacesFileMunicipality,
} from '@transit/network';
import type { CrtmStation, CrtmTables } from './crtmTables';

/** Where a city's CRTM tables come from, for the places file's credit. */
export interface PlacesTablesFeed {
  readonly id: string;
  readonly attribution: string;
  readonly licenceUrl: string | undefined;
}

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** Squared distance in degrees, longitude shrunk by the latitude's cosine: enough to pick the nearest of a few. */
function nearness(lat: number, lon: number, station: { lat: number; lon: number }): number {
  const dLat = station.lat - lat;
  const dLon = (station.lon - lon) * Math.cos((lat * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

interface PlacedStation {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

/**
 * A city's places beyond its stops and stations, from CRTM's open-data tables: each municipality the itinerary table
 * names (Train_itineraries.csv's MUNICIPIO, by INE code), placed at the one of its stations (Metro, Cercanías and
 * Metro Ligero tables, by their CODIGOPROVINCIA and CODIGOMUNICIPIO) nearest their mean position — the tables give no
 * town centre. A municipality none of whose stations has a position is left out. No table names landmarks.
 */
export function compilePlaces(
  cityId: string,
  tables: CrtmTables | undefined,
  feed: PlacesTablesFeed | undefined,
  nameOf: (name: string) => string,
): PlacesFile {
  if (!tables || !feed || tables.municipalities.size === 0) return emptyPlacesFile(cityId);
  const stationsOf = new Map<string, PlacedStation[]>();
  for (const byNumber of tables.stations.values()) {
    for (const station of byNumber.values()) {
      const placed = placedOf(station);
      if (!placed || station.municipality === undefined) continue;
      const list = stationsOf.get(station.municipality);
      if (list) list.push(placed);
      else stationsOf.set(station.municipality, [placed]);
    }
  }
  const municipalities: PlacesFileMunicipality[] = [];
  for (const [code, name] of tables.municipalities) {
    const stations = stationsOf.get(code);
    if (!stations || stations.length === 0) continue;
    const lat = stations.reduce((sum, s) => sum + s.lat, 0) / stations.length;
    const lon = stations.reduce((sum, s) => sum + s.lon, 0) / stations.length;
    // Nearest the mean; ties to the first name in order, so the file is the same on every build.
    const sorted = [...stations].sort(
      (a, b) =>
        nearness(lat, lon, a) - nearness(lat, lon, b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    const centre = sorted[0] as PlacedStation;
    municipalities.push({
      code,
      name: nameOf(name),
      stationName: nameOf(centre.name),
      latitude: round6(centre.lat),
      longitude: round6(centre.lon),
      stationCount: stations.length,
    });
  }
  municipalities.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return {
    format: PLACES_FILE_FORMAT,
    cityId,
    municipalities,
    landmarks: [],
    sources:
      municipalities.length === 0
        ? []
        : [
            {
              feedId: feed.id,
              fields:
                'Train_itineraries.csv: CODIGOPROVINCIA, CODIGOMUNICIPIO, MUNICIPIO; Metro_stations.csv, Train_stations.csv, Tram_stations.csv: DENOMINACION, CODIGOPROVINCIA, CODIGOMUNICIPIO, x2, y2',
              attribution: feed.attribution,
              licenceUrl: feed.licenceUrl ?? null,
            },
          ],
  };
}

function placedOf(station: CrtmStation): PlacedStation | undefined {
  if (station.lat === undefined || station.lon === undefined) return undefined;
  return { name: station.name, lat: station.lat, lon: station.lon };
}
