import { createHttp, type ApiClientOptions } from './http';
import { createLinesApi, type LinesApi } from './lines';
import { createStationsApi, type StationsApi } from './stations';
import { createStopsApi, type StopsApi } from './stops';
import { createTimeApi, type TimeApi } from './time';

/** Every call to the API of one city. Each fails only with ApiError (except getArrivalsSafe, which never fails). */
export type ApiClient = StopsApi & StationsApi & LinesApi & TimeApi;

/**
 * The typed client of apps/api for one city. Every call comes from the contract's route table: its URL, its spec §7
 * timeout (HTTP 15 s, stop info 20 s, arrivals 60 s) combined with the caller's signal, and the schema its answer is
 * parsed with, the one the server answers with; every failure is one coded error.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  return {
    ...createStopsApi(http),
    ...createStationsApi(http),
    ...createLinesApi(http),
    ...createTimeApi(http),
  };
}
