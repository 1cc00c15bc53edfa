import type { LineSummary } from '@transit/api-client';
import {
  createSearchIndex,
  LINE_MODES,
  lineModeOf,
  type SearchIndex,
  STOP_TYPES,
  stopTypeFromCode,
} from '@transit/core';
import type { StaticStation, StaticStop } from '../../common/staticLists';

const typeRank = (stopTypeCode: number) => {
  const type = stopTypeFromCode(stopTypeCode);
  return type === undefined ? STOP_TYPES.length : STOP_TYPES.indexOf(type);
};

/** Stops ranked by name and code, ties in the nearby-stop type order (Cercanías first, EMT last). */
export function stopSearchIndex(stops: readonly StaticStop[]): SearchIndex<StaticStop> {
  return createSearchIndex(
    stops.map((stop) => ({
      item: stop,
      name: stop.name,
      codes: [stop.code],
      rank: typeRank(stop.stopTypeCode),
    })),
  );
}

const lineRank = (transportTypeCode: number) => {
  const mode = lineModeOf(transportTypeCode);
  return mode === undefined ? LINE_MODES.length : LINE_MODES.indexOf(mode);
};

/**
 * Lines ranked by number (typed whole first) and name; among equal matches the mode order (Metro, Metro Ligero,
 * Cercanías, EMT, interurban, urban) goes before the name's length, so "1" lists Metro's line 1 first.
 */
export function lineSearchIndex(lines: readonly LineSummary[]): SearchIndex<LineSummary> {
  return createSearchIndex(
    lines.map((line) => ({
      item: line,
      name: `${line.lineNumber} ${line.lineName}`,
      codes: [line.lineNumber, line.lineCode],
      rank: lineRank(line.transportTypeCode),
    })),
    { isRankBeforeNameLength: true },
  );
}

/** Stations ranked by name and code ("E4-12"); offered before their stops (issue 10). */
export function stationSearchIndex(stations: readonly StaticStation[]): SearchIndex<StaticStation> {
  return createSearchIndex(
    stations.map((station) => ({ item: station, name: station.name, codes: [station.code] })),
  );
}
