import type { RealtimeConfig } from './config';
import { createCercaniasAdapter } from './cercanias/cercaniasSource';
import { createCrtmAdapter } from './crtm/crtmSource';
import { createEmtAdapter } from './emt/emtSource';
import type { LiveSourceId } from './errors';
import { createMetroAdapter } from './metro/metroSource';
import { createMtaAdapter } from './mta/mtaSource';
import { resilientSource } from './resilience';
import type { AdapterDeps, LiveSource } from './source';

/**
 * Every live source, each adapter wrapped in its timeout and circuit breaker with its own settings: what the API
 * builds once from its parsed config. A source missing its base URL or keys is there too, answering
 * UPSTREAM_NOT_CONFIGURED, so the API can say so.
 */
export function createLiveSources(
  config: RealtimeConfig,
  deps: AdapterDeps = {},
): Record<LiveSourceId, LiveSource> {
  return {
    emt: resilientSource(createEmtAdapter(config.emt, deps), config.emt),
    metro: resilientSource(createMetroAdapter(config.metro, deps), config.metro),
    crtm: resilientSource(createCrtmAdapter(config.crtm, deps), config.crtm),
    cercanias: resilientSource(createCercaniasAdapter(config.cercanias, deps), config.cercanias),
    mta: resilientSource(createMtaAdapter(config.mta, deps), config.mta),
  };
}
