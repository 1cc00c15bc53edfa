import { createHttp, type ApiClientOptions } from './http';
import { createLinesApi, type LinesApi } from './lines';
import { createStopsApi, type StopsApi } from './stops';
import { createTimeApi, type TimeApi } from './time';

/** Every call to the API of one city. Each fails only with ApiError (except getArrivalsSafe, which never fails). */
export type ApiClient = StopsApi & LinesApi & TimeApi;

/**
 * The typed client of apps/api for one city: spec §7 timeouts (HTTP 15 s, stop info 20 s, arrivals 60 s) combined
 * with the caller's signal, every answer parsed with the schema the server answers with, and one coded error.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  return { ...createStopsApi(http), ...createLinesApi(http), ...createTimeApi(http) };
}
