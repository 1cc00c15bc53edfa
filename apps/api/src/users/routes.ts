import {
  ACCOUNT_ROUTES,
  authConfigSchema,
  entitlementAnswerSchema,
  errorSchema,
  USER_DATA_BODY_LIMIT_BYTES,
  USER_DATA_LIST_RULES,
  USER_DATA_WRITE_SCHEMAS,
  userDataFieldParamsSchema,
  type UserData,
  userDataSchema,
  userDataWriteSchema,
  userDataWrittenSchema,
} from '@transit/api-contract';
import { parseStoredList } from '@transit/core';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sendError } from '../errorAnswer';
import { ApiError } from '../errors';
import { accountError, type Accounts, signedIn } from './signedIn';
import { entitlementAnswer } from './entitlementAnswer';

export interface AccountRoutesOptions {
  /** The city whose users these are (cities/{city}/users/{uid}). */
  readonly cityId: string;
  /** Undefined when the server has no accounts configured: every call answers 503 ACCOUNTS_NOT_CONFIGURED. */
  readonly accounts: Accounts | undefined;
  readonly now: () => number;
}

const errorResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 503: errorSchema } as const;

/**
 * The account calls under one city's API base (ACCOUNT_ROUTES): the user comes from the verified ID token alone, so
 * a rider reads and writes only their own record. Answers are private and never stored by caches.
 */
export const accountRoutes: FastifyPluginCallbackZod<AccountRoutesOptions> = (
  scope,
  { cityId, accounts, now },
  done,
) => {
  // Errors of these calls only: a token refused is 401, not the 500 of an unexpected failure.
  scope.setErrorHandler((error, request, reply) => sendError(request, reply, accountError(error)));

  scope.route({
    method: 'GET',
    url: ACCOUNT_ROUTES.authConfig.path,
    schema: {
      tags: [cityId, 'account'],
      summary: 'How the app signs in',
      description:
        "Off, or the Firebase web config (project, API key, auth domain: public values) and the Auth emulator's URL when the server checks tokens against one.",
      response: { 200: authConfigSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return accounts === undefined ? { enabled: false as const } : accounts.client;
    },
  });

  scope.route({
    method: 'GET',
    url: ACCOUNT_ROUTES.userData.path,
    schema: {
      tags: [cityId, 'account'],
      summary: "The signed-in rider's favourites",
      description:
        "The user record of the ID token's user (cities/{city}/users/{uid}): stopFavs, lineFavs and placeFavs, each empty when never saved. A damaged stored entry is left out (droppedCount) and costs only itself.",
      security: [{ firebaseIdToken: [] }],
      response: { 200: userDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { uid, store } = await signedIn(accounts, request, reply);
      const record = await store.readUser(cityId, uid);
      const stopFavs = parseStoredList(USER_DATA_LIST_RULES.stopFavs, record.stopFavs);
      const lineFavs = parseStoredList(USER_DATA_LIST_RULES.lineFavs, record.lineFavs);
      const placeFavs = parseStoredList(USER_DATA_LIST_RULES.placeFavs, record.placeFavs);
      return {
        stopFavs: stopFavs.items,
        lineFavs: lineFavs.items,
        placeFavs: placeFavs.items,
        droppedCount: stopFavs.droppedCount + lineFavs.droppedCount + placeFavs.droppedCount,
      } satisfies UserData;
    },
  });

  scope.route({
    method: 'PUT',
    url: ACCOUNT_ROUTES.writeUserData.path,
    bodyLimit: USER_DATA_BODY_LIMIT_BYTES,
    schema: {
      tags: [cityId, 'account'],
      summary: "Saves one of the signed-in rider's favourites lists",
      description:
        'Replaces the field whole (spec §4: saving writes the whole list to the user record); the other fields stay. The list must hold valid entries, each id once, at most 300.',
      security: [{ firebaseIdToken: [] }],
      params: userDataFieldParamsSchema,
      body: userDataWriteSchema,
      response: { 200: userDataWrittenSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { uid, store } = await signedIn(accounts, request, reply);
      const { field } = request.params;
      const parsed = USER_DATA_WRITE_SCHEMAS[field].safeParse(request.body.value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `value.${issue.path.join('.')}` : 'value';
        throw new ApiError(
          400,
          'INVALID_BODY',
          `Invalid ${field}: ${where}: ${issue?.message ?? 'not a valid list'}.`,
        );
      }
      await store.writeField(cityId, uid, field, parsed.data as readonly unknown[]);
      return { field, savedAt: new Date(now()).toISOString() };
    },
  });

  scope.route({
    method: 'GET',
    url: ACCOUNT_ROUTES.entitlement.path,
    schema: {
      tags: [cityId, 'account'],
      summary: "The signed-in rider's entitlement",
      description:
        'The entitlement document (cities/{city}/entitlements/{uid}: subscription, one-time purchase, manual entitlement) or null, and the server time the entitlement rules compare against (spec §3, §4).',
      security: [{ firebaseIdToken: [] }],
      response: { 200: entitlementAnswerSchema, ...errorResponses, 500: errorSchema },
    },
    handler: async (request, reply) => {
      const { uid, store } = await signedIn(accounts, request, reply);
      return entitlementAnswer(await store.readEntitlement(cityId, uid), now());
    },
  });
  done();
};
