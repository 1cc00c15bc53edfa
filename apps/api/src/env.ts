import path from 'node:path';
import { type ProjectId, PROJECT_IDS } from '@transit/core';
import { z } from 'zod';
import { StartupError } from './load';

/** What the server reads from its environment. */
export interface ServerConfig {
  /** TCP port, 0–65535 (0 picks a free one). */
  readonly port: number;
  readonly host: string;
  /** The cities to serve; undefined means every city whose artifact exists. */
  readonly cityIds: readonly ProjectId[] | undefined;
  /** The repository root the artifacts are read under (cities/<id>/dist/network.bin). */
  readonly dataRoot: string;
  /** A built app folder to serve at / beside the API (STATIC_ROOT), or undefined for the API alone. */
  readonly staticRoot: string | undefined;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

/** An unset or blank variable is absent. */
const optional = (schema: z.ZodType<string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const envSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number (0–65535)')
      .refine((text) => Number(text) <= 65535, 'must be a port number (0–65535)'),
  ),
  HOST: optional(z.string()),
  CITIES: optional(z.string()),
  DATA_ROOT: optional(z.string()),
  STATIC_ROOT: optional(z.string()),
});

/**
 * Reads PORT (default 8787), HOST (default 127.0.0.1), CITIES (a comma list of city ids; default every city with
 * an artifact), DATA_ROOT (default the repository root) and STATIC_ROOT (a built app to serve at /, relative to the
 * repository root). Bad values are a coded error naming the variable.
 */
export function parseEnv(
  env: Readonly<Record<string, string | undefined>>,
  repositoryRoot: string,
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
    throw new StartupError('ENV_INVALID', `Invalid environment: ${issues}.`);
  }
  const { PORT, HOST, CITIES, DATA_ROOT, STATIC_ROOT } = parsed.data;
  let cityIds: ProjectId[] | undefined;
  if (CITIES !== undefined) {
    const names = CITIES.split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    const unknown = names.filter((name) => !PROJECT_IDS.some((id) => id === name));
    if (unknown.length > 0) {
      throw new StartupError(
        'ENV_INVALID',
        `Invalid environment: CITIES names ${unknown.map((name) => `'${name}'`).join(', ')}; the cities are ${PROJECT_IDS.join(', ')}.`,
      );
    }
    cityIds = [...new Set(names as ProjectId[])];
  }
  return {
    port: PORT === undefined ? DEFAULT_PORT : Number(PORT),
    host: HOST ?? DEFAULT_HOST,
    cityIds: cityIds && cityIds.length > 0 ? cityIds : undefined,
    dataRoot: DATA_ROOT ?? repositoryRoot,
    staticRoot: STATIC_ROOT === undefined ? undefined : path.resolve(repositoryRoot, STATIC_ROOT),
  };
}
