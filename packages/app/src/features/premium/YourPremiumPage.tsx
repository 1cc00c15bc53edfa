import { useQuery } from '@tanstack/react-query';
import { buildRoute, type Entitlement, type PurchaseState, type SubscriptionState } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, SectionTitle } from '@transit/ui';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { useAppServices } from '../../common/appServices';
import { LoadingState } from '../../common/LoadingState';
import { Screen } from '../../common/Screen';
import { useLocale } from '../../common/useLocale';
import { entitlementQuery, type PremiumStatus } from './entitlementQuery';
import styles from './premium.module.css';
import { entitlementFailureMessage } from './premiumFailures';
import { FocusedFailure, PremiumNotEnabled, SignedInOnly } from './PremiumParts';
import { usePremiumManager, useStartedAuthState } from './usePremium';

/** The store's subscription states (spec §4), as the rider reads them. */
export const SUBSCRIPTION_STATE_NAMES: Readonly<Record<SubscriptionState, MessageId>> = {
  UNSPECIFIED: 'premium.subscriptionState.UNSPECIFIED',
  PENDING: 'premium.subscriptionState.PENDING',
  ACTIVE: 'premium.subscriptionState.ACTIVE',
  PAUSED: 'premium.subscriptionState.PAUSED',
  IN_GRACE_PERIOD: 'premium.subscriptionState.IN_GRACE_PERIOD',
  ON_HOLD: 'premium.subscriptionState.ON_HOLD',
  CANCELED: 'premium.subscriptionState.CANCELED',
  EXPIRED: 'premium.subscriptionState.EXPIRED',
  PENDING_PURCHASE_CANCELED: 'premium.subscriptionState.PENDING_PURCHASE_CANCELED',
};

/** A one-time purchase's statuses (spec §3, §4: Purchased, Canceled, Pending), as the rider reads them. */
export const PURCHASE_STATE_NAMES: Readonly<Record<PurchaseState, MessageId>> = {
  Purchased: 'premium.purchaseState.Purchased',
  Canceled: 'premium.purchaseState.Canceled',
  Pending: 'premium.purchaseState.Pending',
};

/** A date of the entitlement in the rider's language, on the city's clock. */
type FormatDate = (epochMs: number) => string;

/** One source of the entitlement: what it is, and its details. */
function Source(props: { readonly name: MessageId; readonly children: ReactNode }) {
  return (
    <div className={styles['source']}>
      <dt>
        <Message id={props.name} />
      </dt>
      {props.children}
    </div>
  );
}

/** The entitlement's sources (spec §3): a subscription, a one-time purchase and a manual entitlement, as it has them. */
function EntitlementSources(props: { readonly entitlement: Entitlement; readonly formatDate: FormatDate }) {
  const { subscriptionPurchase, oneTimePurchase, manualEntitlement } = props.entitlement;
  const { formatDate } = props;
  return (
    <dl className={styles['sources']}>
      {subscriptionPurchase && (
        <Source name="premium.yours.subscription">
          {subscriptionPurchase.subscriptionState && (
            <dd>
              <Message
                id="premium.yours.state"
                values={{
                  state: <Message id={SUBSCRIPTION_STATE_NAMES[subscriptionPurchase.subscriptionState]} />,
                }}
              />
            </dd>
          )}
          <dd>
            <Message
              id="premium.yours.subscriptionEnd"
              values={{ date: formatDate(subscriptionPurchase.endDateEpochMs) }}
            />
          </dd>
        </Source>
      )}
      {oneTimePurchase && (
        <Source name="premium.yours.oneTime">
          <dd>
            <Message
              id="premium.yours.state"
              values={{ state: <Message id={PURCHASE_STATE_NAMES[oneTimePurchase.purchaseState]} /> }}
            />
          </dd>
        </Source>
      )}
      {manualEntitlement && (
        <Source name="premium.yours.manual">
          <dd>
            {manualEntitlement.entitlementType === 'Forever' ? (
              <Message id="premium.yours.manualForever" />
            ) : manualEntitlement.endDateEpochMs === undefined ? (
              <Message id="premium.yours.manualTemporary" />
            ) : (
              <Message
                id="premium.yours.manualTemporaryUntil"
                values={{ date: formatDate(manualEntitlement.endDateEpochMs) }}
              />
            )}
          </dd>
        </Source>
      )}
    </dl>
  );
}

/** Whether the rider is premium, where it comes from, and the way to the catalogue when they are not. */
function PremiumStatusView(props: { readonly status: PremiumStatus }) {
  const { city } = useAppServices();
  const locale = useLocale();
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: city.timeZone,
    });
    return (epochMs: number) => format.format(epochMs);
  }, [locale, city.timeZone]);
  const { isEntitled, entitlement } = props.status;
  const hasSources =
    entitlement !== null &&
    (entitlement.subscriptionPurchase !== undefined ||
      entitlement.oneTimePurchase !== undefined ||
      entitlement.manualEntitlement !== undefined);
  return (
    <>
      <p role="status" className={isEntitled ? styles['entitled'] : styles['text']}>
        <Message id={isEntitled ? 'premium.yours.entitled' : 'premium.yours.notEntitled'} />
      </p>
      <section aria-labelledby="premium-sources">
        <SectionTitle level={2}>
          <span id="premium-sources">
            <Message id="premium.yours.sources" />
          </span>
        </SectionTitle>
        {hasSources ? (
          <EntitlementSources entitlement={entitlement} formatDate={formatDate} />
        ) : (
          <p className={styles['muted']}>
            <Message id="premium.yours.noSources" />
          </p>
        )}
      </section>
      {!isEntitled && (
        <Link className={styles['primaryLink']} to={buildRoute('premiumPlans')}>
          <Message id="premium.seePlans" />
        </Link>
      )}
    </>
  );
}

/** The signed-in rider's entitlement: loading, its failure with Retry, or what it is. */
function RiderPremium(props: { readonly userId: string }) {
  const { auth, city } = useAppServices();
  const query = useQuery(entitlementQuery({ apiBase: city.apiBase, userId: props.userId, auth }));
  if (query.data) return <PremiumStatusView status={query.data} />;
  if (query.isError) {
    return (
      <FocusedFailure
        message={entitlementFailureMessage(query.error)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadingState query={query} />;
}

/**
 * /ajustes/tu-premium (spec §2 the user's premium account, §3–4 Entitlement): signed out, a prompt to sign in (the
 * entitlement is the account's, spec §6); signed in, whether the rider is premium, by the server's verdict on its own
 * clock, and its sources: a store subscription with its state and end date, a one-time purchase with its status, a
 * manual entitlement Forever or Temporary with its end date, dates in the rider's language on the city's clock.
 */
export function YourPremiumPage() {
  const message = useMessage();
  const premium = usePremiumManager();
  const state = useStartedAuthState();
  return (
    <Screen title={message('premium.yours.title')}>
      <Container hasBottomMargin>
        <div className={styles['page']} aria-busy={state.status === 'loading'}>
          {premium.status === 'notEnabled' ? (
            <PremiumNotEnabled />
          ) : (
            <SignedInOnly state={state} signInReason="premium.yours.signInReason">
              {(userId) => <RiderPremium key={userId} userId={userId} />}
            </SignedInOnly>
          )}
        </div>
      </Container>
    </Screen>
  );
}
