// `pnpm --filter @transit/realtime fixtures`: the fixture server on its own, for a browser or a benchmark to use as
// every live upstream. It prints the environment an API process needs to ask it (paste it before `npm start`), and
// runs until stopped. FIXTURE_PORT picks the port (a free one by default); FIXTURE_LATENCY_MS delays every answer;
// FIXTURE_FAIL=1 answers every request with HTTP 500. Its answers are the recordings and the constructed answers of
// fixtures/ (SOURCES.md), replayed as if made now (replayAt): replayed data, never live data.
import { z } from 'zod';
import { type Fault, madridLiveEnv, startFixtureServer } from './fixtureServer';

const env = z
  .object({
    FIXTURE_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    FIXTURE_LATENCY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    FIXTURE_FAIL: z.enum(['0', '1']).default('0'),
  })
  .parse(process.env);

const everyRequest: Fault | undefined =
  env.FIXTURE_FAIL === '1'
    ? { kind: 'status', status: 500 }
    : env.FIXTURE_LATENCY_MS === undefined
      ? undefined
      : { kind: 'slow', delayMs: env.FIXTURE_LATENCY_MS };
const server = await startFixtureServer({
  port: env.FIXTURE_PORT,
  replayAt: Date.now,
  ...(everyRequest ? { everyRequest } : {}),
});

process.stdout.write(
  `# The realtime fixture server is at ${server.origin}. The environment for an API process:\n`,
);
process.stdout.write(
  `${[
    ...Object.entries(madridLiveEnv(server)).map(([name, value]) => `${name}=${value}`),
    `MTA_FEED_URLS=a_division=${server.mtaFeedUrl('a_division')},b_division=${server.mtaFeedUrl('b_division')}`,
  ].join('\n')}\n`,
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
