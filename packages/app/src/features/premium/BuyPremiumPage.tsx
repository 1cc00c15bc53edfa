import { useQueryClient } from '@tanstack/react-query';
import type { PlayPurchase } from '@transit/api-client';
import {
  buildRoute,
  clientCapabilities,
  PremiumError,
  type PremiumManager,
  type PremiumPlan,
} from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container } from '@transit/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useStore } from 'zustand';
import { AppOnlyModal } from '../../common/AppOnlyModal';
import { useAppServices } from '../../common/appServices';
import { lookUpEntitlementAgain } from '../../common/useEntitlement';
import { Screen } from '../../common/Screen';
import { useHistoryModal } from '../../common/useHistoryModal';
import { accountClientFor, entitlementKeys, idTokenSourceOf, type PremiumStatus } from './entitlementQuery';
import { planName } from './planNames';
import styles from './premium.module.css';
import { purchaseFailureMessage } from './premiumFailures';
import { BusyStatus, FocusedFailure, PremiumNotEnabled, SignedInOnly } from './PremiumParts';
import { recordPurchase, startStorePurchase } from './purchase';
import { usePremiumManager, useStartedAuthState } from './usePremium';

/**
 * Where a purchase stands: not started; the store's purchase under way in the Android app; its record by the API
 * under way; done, with the rider's entitlement as the API now answers it; or failed, at the store's step or (with the
 * purchase the store made, which Retry sends again rather than buying twice) at the record's.
 */
type PurchaseFlow =
  | { readonly step: 'idle' | 'purchasing' }
  | { readonly step: 'recording'; readonly purchase: PlayPurchase }
  | { readonly step: 'done'; readonly status: PremiumStatus }
  | { readonly step: 'failed'; readonly error: unknown; readonly purchase?: PlayPurchase };

/** Whether this client can buy here, or why not (the message that explains it). */
type BuyAbility = { readonly canBuy: true } | { readonly canBuy: false; readonly reason: MessageId };

/**
 * Purchases are Google Play's, made in the Android app (spec §1: in-app purchases exist on Android), where the city's
 * client policy allows the store's billing, and from the app version that has both store subscriptions and one-time
 * purchases (spec §5: premium purchase needs both, version codes 29 and 30).
 */
function useBuyAbility(): BuyAbility {
  const { appConfig, city } = useAppServices();
  const client = useStore(appConfig, (state) => state.config);
  if (client.clientType !== 'android') return { canBuy: false, reason: 'premium.buy.inAndroidApp' };
  if (!city.clientPolicy.isAndroidStoreBillingAllowed) {
    return { canBuy: false, reason: 'premium.buy.storeBillingOff' };
  }
  if (!clientCapabilities(client).canPurchasePremium)
    return { canBuy: false, reason: 'premium.buy.updateApp' };
  return { canBuy: true };
}

/** What the rider reads once the API recorded the purchase: premium now, or recorded but not active yet. */
function PurchaseDone(props: { readonly status: PremiumStatus }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { isEntitled, entitlement } = props.status;
  const message: MessageId = isEntitled
    ? 'premium.buy.done'
    : entitlement?.oneTimePurchase?.purchaseState === 'Pending'
      ? 'premium.buy.pending'
      : 'premium.buy.notActiveYet';
  return (
    <>
      <p ref={ref} tabIndex={-1} role="status" className={isEntitled ? styles['entitled'] : styles['text']}>
        <Message id={message} />
      </p>
      <Link className={styles['primaryLink']} to={buildRoute('yourPremium')}>
        <Message id="premium.buy.seeYourPremium" />
      </Link>
    </>
  );
}

/** The Buy button and what follows it, for the signed-in rider `userId`. */
function Purchase(props: { readonly plan: PremiumPlan; readonly userId: string }) {
  const { auth, bridge, city } = useAppServices();
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<PurchaseFlow>({ step: 'idle' });
  const { plan, userId } = props;

  const record = (purchase: PlayPurchase) => {
    setFlow({ step: 'recording', purchase });
    recordPurchase(accountClientFor(city.apiBase), idTokenSourceOf(auth), plan, purchase).then(
      (status) => {
        // The rider's premium page shows the answer at once, without asking again.
        queryClient.setQueryData(entitlementKeys.of(userId), status);
        // And the shell asks again, so a rider now entitled sees no more ads.
        if (status.isEntitled) lookUpEntitlementAgain();
        setFlow({ step: 'done', status });
      },
      (error: unknown) => setFlow({ step: 'failed', error, purchase }),
    );
  };

  const buy = () => {
    setFlow({ step: 'purchasing' });
    startStorePurchase(bridge, plan).then(record, (error: unknown) => setFlow({ step: 'failed', error }));
  };

  switch (flow.step) {
    case 'idle':
    case 'purchasing': {
      const isPurchasing = flow.step === 'purchasing';
      return (
        <div className={styles['actions']}>
          <button
            type="button"
            className={styles['primary']}
            onClick={buy}
            disabled={isPurchasing}
            aria-busy={isPurchasing}
          >
            <Message id={isPurchasing ? 'premium.buy.purchasing' : 'premium.buy.button'} />
          </button>
        </div>
      );
    }
    case 'recording':
      return <BusyStatus label="premium.buy.recording" />;
    case 'done':
      return <PurchaseDone status={flow.status} />;
    case 'failed': {
      const { purchase } = flow;
      return (
        <FocusedFailure
          message={purchaseFailureMessage(flow.error)}
          error={flow.error}
          onRetry={purchase === undefined ? buy : () => record(purchase)}
        />
      );
    }
  }
}

/** Why this client cannot buy, and the "only in our app" modal (spec §1, §2) that offers the app. */
function BuyElsewhere(props: { readonly reason: MessageId }) {
  const modal = useHistoryModal('app-only');
  return (
    <>
      <p className={styles['text']}>
        <Message id={props.reason} />
      </p>
      <div className={styles['actions']}>
        <button type="button" className={styles['secondary']} onClick={modal.open}>
          <Message id="premium.buy.getTheApp" />
        </button>
      </div>
      <AppOnlyModal isOpen={modal.isOpen} onClose={modal.close} feature="premiumPurchase" />
    </>
  );
}

/** A plan of the city: its name and kind, what to expect of the price, and the way to buy it on this client. */
function PlanPurchase(props: { readonly plan: PremiumPlan; readonly plans: readonly PremiumPlan[] }) {
  const message = useMessage();
  const ability = useBuyAbility();
  const state = useStartedAuthState();
  const { plan } = props;
  return (
    <>
      <section aria-labelledby="premium-plan" className={styles['plan']}>
        <h2 id="premium-plan" className={styles['planName']}>
          {planName(plan, props.plans, message)}
        </h2>
        <p className={styles['text']}>
          <Message id={plan.kind === 'subscription' ? 'premium.plan.subscription' : 'premium.plan.oneTime'} />
        </p>
        <p className={styles['muted']}>
          <Message id="premium.plans.noAds" />
        </p>
        <p className={styles['muted']}>
          <Message id="premium.plans.prices" />
        </p>
      </section>
      {ability.canBuy ? (
        <SignedInOnly state={state} signInReason="premium.buy.signInReason">
          {(userId) => <Purchase key={userId} plan={plan} userId={userId} />}
        </SignedInOnly>
      ) : (
        <BuyElsewhere reason={ability.reason} />
      )}
    </>
  );
}

/** A purchase address whose ids are not a plan the city sells: said, with the way to the catalogue. */
function PlanNotFound() {
  return (
    <>
      <p role="status" className={styles['text']}>
        <Message id="premium.buy.notFound" />
      </p>
      <Link className={styles['link']} to={buildRoute('premiumPlans')}>
        <Message id="premium.seePlans" />
      </Link>
    </>
  );
}

/** A purchase page: the plan its address names (found by the city's premium manager), or why there is none. */
function BuyPremiumPage(props: {
  readonly title: MessageId;
  readonly findPlan: (manager: PremiumManager) => PremiumPlan;
}) {
  const message = useMessage();
  const premium = usePremiumManager();
  let content;
  if (premium.status === 'notEnabled') {
    content = <PremiumNotEnabled />;
  } else {
    let plan: PremiumPlan | undefined;
    try {
      plan = props.findPlan(premium.manager);
    } catch (error) {
      if (!(error instanceof PremiumError)) throw error;
    }
    content =
      plan === undefined ? <PlanNotFound /> : <PlanPurchase plan={plan} plans={premium.manager.plans} />;
  }
  return (
    <Screen title={message(props.title)}>
      <Container hasBottomMargin>
        <div className={styles['page']}>{content}</div>
      </Container>
    </Screen>
  );
}

/**
 * /ajustes/adquirir-premium/{subscriptionId}/{basePlanId} (spec §2 subscription purchase): the base plan of a store
 * subscription, bought in the Android app (the wrapper's startSubscriptionPurchase) and recorded for the signed-in
 * rider (POST /gplay-billing/handle-subscription-purchase).
 */
export function BuySubscriptionPage() {
  const { subscriptionId = '', basePlanId = '' } = useParams();
  return (
    <BuyPremiumPage
      title="premium.buy.title"
      findPlan={(manager) => manager.subscriptionPlan(subscriptionId, basePlanId)}
    />
  );
}

/**
 * /ajustes/adquirir-premium-para-siempre/{productId} (spec §2 one-time premium purchase): the lifetime product,
 * bought in the Android app (startOneTimeProductPurchase) and recorded for the signed-in rider (POST
 * /gplay-billing/handle-one-time-product-purchase).
 */
export function BuyLifetimePremiumPage() {
  const { productId = '' } = useParams();
  return (
    <BuyPremiumPage
      title="premium.buyLifetime.title"
      findPlan={(manager) => manager.lifetimePlan(productId)}
    />
  );
}
