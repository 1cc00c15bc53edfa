import { existsSync } from 'node:fs';
import path from 'node:path';
import { ProductError } from '@transit/core';
import { createApp } from './app';
import { createBillingFromEnv, describeBilling } from './billing/setup';
import { CITY_CONFIGS } from './cityConfigs';
import { parseEnv } from './env';
import { createLiveFromEnv } from './live/setup';
import { loadCities, StartupError } from './load';
import { createNfcFromEnv, describeNfc } from './nfc/setup';
import { createAccountsFromEnv, describeAccounts } from './users/setup';

/** The repository root: this file is apps/api/src/main.ts. */
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = parseEnv(process.env, REPOSITORY_ROOT);
  const cities = await loadCities({ ...config, configs: CITY_CONFIGS, log: print });
  if (config.staticRoot !== undefined && !existsSync(path.join(config.staticRoot, 'index.html'))) {
    throw new StartupError(
      'ENV_INVALID',
      `STATIC_ROOT ${config.staticRoot} has no index.html: build the app first.`,
    );
  }
  const live = createLiveFromEnv({
    env: config.live,
    repositoryRoot: REPOSITORY_ROOT,
    cities,
    now: Date.now,
    log: (code, message) => print(`${code} ${message}`),
  });
  const accounts = await createAccountsFromEnv(config.accounts);
  print(describeAccounts(config.accounts));
  const billing = await createBillingFromEnv(config.billing);
  print(describeBilling(config.billing));
  if (billing !== undefined && accounts === undefined) {
    print(
      'Google Play billing records purchases for signed-in riders: without accounts its calls answer 503.',
    );
  }
  const nfc = createNfcFromEnv(config.nfc);
  print(describeNfc(config.nfc));
  const app = createApp({
    cities,
    now: Date.now,
    live,
    accounts,
    billing,
    nfc,
    boardCacheMs: config.boardCacheMs,
    geocoder: config.geocoder,
    logger: true,
    limits: config.limits,
    hasAdNetwork: config.hasAdNetwork,
    hasAnalytics: config.hasAnalytics,
    ...(config.staticRoot !== undefined && { staticRoot: config.staticRoot }),
  });
  await app.ready();
  for (const { city } of cities.values()) {
    for (const list of ['stops', 'lines']) {
      const url = `${city.apiBase}/v1/${list}`;
      const [plain, gzip, br] = await Promise.all(
        ['identity', 'gzip', 'br'].map((encoding) =>
          app.inject({ url, headers: { 'accept-encoding': encoding } }),
        ),
      );
      print(
        `${city.id}: ${url} is ${kilobytes(plain?.rawPayload)} (gzip ${kilobytes(gzip?.rawPayload)}, brotli ${kilobytes(br?.rawPayload)})`,
      );
    }
  }
  const address = await app.listen({ port: config.port, host: config.host });
  print(`Serving ${[...cities.keys()].join(', ')} on ${address} (OpenAPI at ${address}/openapi.json)`);
  if (config.staticRoot !== undefined) {
    const url = address.replace('127.0.0.1', 'localhost');
    print(`\n  The app is ready: open ${url}/ in your browser.\n`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

function kilobytes(payload: Buffer | undefined): string {
  return `${((payload?.byteLength ?? 0) / 1024).toFixed(1)} KiB`;
}

main().catch((error: unknown) => {
  console.error(error instanceof ProductError ? error.toString() : error);
  process.exitCode = 1;
});
