import { createHash } from 'node:crypto';
import {
  BILLING_ROUTES,
  billingAnswerSchema,
  type BillingAnswer,
  errorSchema,
  PLAY_PURCHASE_BODY_LIMIT_BYTES,
  type PlayPurchase,
  playPurchaseSchema,
} from '@transit/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sendError } from '../errorAnswer';
import { ApiError } from '../errors';
import { accountError, type Accounts, PRIVATE_NO_STORE, signedIn } from '../users/signedIn';
import { entitlementAnswer } from '../users/entitlementAnswer';
import type { UserDataStore } from '../users/store';
import { patchToWrite, type VerifiedPurchase, verifiedProduct, verifiedSubscription } from './entitlement';
import { PlayApiError, type PlayApiErrorCode, type PlayPurchases } from './playDeveloperApi';

/** Google Play purchase verification: the Play Developer API and the app packages whose purchases are taken. */
export interface Billing {
  readonly play: PlayPurchases;
  /** PLAY_PACKAGE_NAMES: a purchase of any other app is refused (400 PURCHASE_NOT_FOR_THIS_APP). */
  readonly packageNames: ReadonlySet<string>;
}

export interface BillingRoutesOptions {
  /** The city whose entitlement documents these are (cities/{city}/entitlements/{uid}). */
  readonly cityId: string;
  /** Who calls, and where their entitlement lives; undefined answers 503 ACCOUNTS_NOT_CONFIGURED. */
  readonly accounts: Accounts | undefined;
  /** Undefined when the server has no Play billing configured: every call answers 503 BILLING_NOT_CONFIGURED. */
  readonly billing: Billing | undefined;
  readonly now: () => number;
}

/** The HTTP status of each verification failure: the purchase's own fault is 4xx, Google's or ours 503. */
const PLAY_ERROR_STATUS: Readonly<Record<PlayApiErrorCode, number>> = {
  PURCHASE_INVALID: 400,
  PURCHASE_NOT_FOUND: 404,
  PLAY_API_UNAVAILABLE: 503,
};

const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  503: errorSchema,
} as const;

/**
 * The purchase calls under one city's API base (BILLING_ROUTES, spec §7). Each verifies the purchase with Google Play
 * for the ID token's user, records it in their entitlement document (merged: the other sources stay), acknowledges it
 * when Play still waits for that, and answers the document with the server time. The order keeps a paying rider
 * whole: the entitlement is stored before the acknowledgement (Google's advice: grant, then acknowledge), and an
 * acknowledgement that fails answers 503 so the app sends the purchase again; a verification that fails stores
 * nothing.
 */
export const billingRoutes: FastifyPluginCallbackZod<BillingRoutesOptions> = (
  scope,
  { cityId, accounts, billing, now },
  done,
) => {
  scope.setErrorHandler((error, request, reply) => {
    if (error instanceof PlayApiError) {
      // Google's status and the cause stay in the log; the rider gets the code and its message.
      if (error.code === 'PLAY_API_UNAVAILABLE') request.log.warn({ err: error }, error.message);
      sendError(request, reply, new ApiError(PLAY_ERROR_STATUS[error.code], error.code, error.message));
      return;
    }
    sendError(request, reply, accountError(error));
  });

  /** The caller, their store and Play, once billing is on, the token verified and the package one of ours. */
  const verifiedCaller = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { packageName }: PlayPurchase,
  ): Promise<{ uid: string; store: UserDataStore; play: PlayPurchases }> => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    if (billing === undefined) {
      throw new ApiError(
        503,
        'BILLING_NOT_CONFIGURED',
        'Google Play billing is not configured on this server (PLAY_PACKAGE_NAMES is not set).',
      );
    }
    const { uid, store } = await signedIn(accounts, request, reply);
    if (!billing.packageNames.has(packageName)) {
      throw new ApiError(
        400,
        'PURCHASE_NOT_FOR_THIS_APP',
        `'${packageName}' is not an app whose purchases this server takes.`,
      );
    }
    return { uid, store, play: billing.play };
  };

  /**
   * Records a verified purchase for its first account only, acknowledges it if it must be, and answers the document
   * as it now stands.
   */
  const record = async (
    { uid, store }: { uid: string; store: UserDataStore },
    { packageName, purchaseToken }: PlayPurchase,
    { patch, acknowledge }: VerifiedPurchase,
    acknowledgePurchase: () => Promise<void>,
  ): Promise<BillingAnswer> => {
    // The token itself is a credential to Play: only its hash is kept.
    const purchaseKey = createHash('sha256').update(`${packageName}:${purchaseToken}`).digest('hex');
    const owner = await store.claimPurchase(cityId, purchaseKey, uid);
    if (owner !== uid) {
      throw new ApiError(
        409,
        'PURCHASE_OF_ANOTHER_ACCOUNT',
        'This purchase is recorded for another account: sign in with the account that made it.',
      );
    }
    const write =
      patch === undefined
        ? undefined
        : patchToWrite(await store.readEntitlement(cityId, uid), patch, purchaseKey);
    if (write !== undefined) await store.mergeEntitlement(cityId, uid, write);
    if (acknowledge) {
      try {
        await acknowledgePurchase();
      } catch (error) {
        if (!(error instanceof PlayApiError)) throw error;
        throw new PlayApiError(
          'PLAY_API_UNAVAILABLE',
          `The purchase is recorded, but Google Play did not take its acknowledgement: send it again. ${error.message}`,
          { cause: error, httpStatus: error.httpStatus },
        );
      }
    }
    const entitlement = await store.readEntitlement(cityId, uid);
    return entitlementAnswer(entitlement, now());
  };

  /**
   * One purchase call: its route of the contract, its OpenAPI text, and how it asks Play about the purchase and what
   * it acknowledges; the rest (the caller's checks, the claim, the record, the answer) is the same for both.
   */
  const purchaseRoute = (
    route: (typeof BILLING_ROUTES)[keyof typeof BILLING_ROUTES],
    doc: { readonly summary: string; readonly description: string },
    verify: (
      play: PlayPurchases,
      purchase: PlayPurchase,
    ) => Promise<{ readonly verified: VerifiedPurchase; readonly acknowledge: () => Promise<void> }>,
  ) =>
    scope.route({
      method: route.method,
      url: route.path,
      bodyLimit: PLAY_PURCHASE_BODY_LIMIT_BYTES,
      schema: {
        tags: [cityId, 'billing'],
        ...doc,
        security: [{ firebaseIdToken: [] }],
        body: playPurchaseSchema,
        response: { 200: billingAnswerSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const caller = await verifiedCaller(request, reply, request.body);
        const { verified, acknowledge } = await verify(caller.play, request.body);
        return record(caller, request.body, verified, acknowledge);
      },
    });

  purchaseRoute(
    BILLING_ROUTES.handleSubscriptionPurchase,
    {
      summary: "Verifies and records the signed-in rider's Google Play subscription",
      description:
        "Asks Google Play about the purchase token (purchases.subscriptionsv2.get), writes subscriptionPurchase (endDate: the latest line item's expiry; subscriptionState) into the rider's entitlement document and acknowledges the purchase if Play still waits for that. A subscription awaiting its first payment writes nothing. Answers the document and the server time.",
    },
    async (play, { packageName, productId, purchaseToken }) => ({
      verified: verifiedSubscription(await play.subscription(packageName, purchaseToken), productId),
      acknowledge: () => play.acknowledgeSubscription(packageName, productId, purchaseToken),
    }),
  );

  purchaseRoute(
    BILLING_ROUTES.handleOneTimeProductPurchase,
    {
      summary: "Verifies and records the signed-in rider's Google Play one-time purchase",
      description:
        "Asks Google Play about the product's purchase token (purchases.products.get), writes oneTimePurchase (purchaseState: Purchased, Canceled or Pending) into the rider's entitlement document and acknowledges a purchased one if Play still waits for that. Answers the document and the server time.",
    },
    async (play, { packageName, productId, purchaseToken }) => ({
      verified: verifiedProduct(await play.product(packageName, productId, purchaseToken)),
      acknowledge: () => play.acknowledgeProduct(packageName, productId, purchaseToken),
    }),
  );
  done();
};
