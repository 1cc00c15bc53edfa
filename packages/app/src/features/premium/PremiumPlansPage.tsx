import { buildRoute, type PremiumPlan } from '@transit/core';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { Container, EmptyState, Icon, SectionTitle } from '@transit/ui';
import { Link } from 'react-router';
import { Screen } from '../../common/Screen';
import { planName } from './planNames';
import styles from './premium.module.css';
import { PremiumNotEnabled } from './PremiumParts';
import { usePremiumManager } from './usePremium';

/** The purchase page of a plan (spec §2: /ajustes/adquirir-premium/… and /ajustes/adquirir-premium-para-siempre/…). */
export function purchasePath(plan: PremiumPlan): string {
  return plan.kind === 'subscription'
    ? buildRoute('buySubscription', { subscriptionId: plan.subscriptionId, basePlanId: plan.basePlanId })
    : buildRoute('buyLifetimePremium', { productId: plan.productId });
}

/** A section of plans of one kind, each a row that opens its purchase page; nothing when the city sells none. */
function PlanSection(props: {
  readonly id: string;
  readonly title: MessageId;
  readonly kind: MessageId;
  readonly plans: readonly PremiumPlan[];
  readonly allPlans: readonly PremiumPlan[];
}) {
  const message = useMessage();
  if (props.plans.length === 0) return null;
  return (
    <section aria-labelledby={props.id}>
      <SectionTitle level={2}>
        <span id={props.id}>
          <Message id={props.title} />
        </span>
      </SectionTitle>
      <ul className={styles['rows']}>
        {props.plans.map((plan) => (
          <li key={purchasePath(plan)}>
            <Link className={styles['row']} to={purchasePath(plan)}>
              <span className={styles['rowText']}>
                <span className={styles['rowLabel']}>{planName(plan, props.allPlans, message)}</span>
                <span className={styles['rowValue']}>
                  <Message id={props.kind} />
                </span>
              </span>
              <Icon name="back" className={styles['chevron']} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /ajustes/planes-premium (spec §2 premium catalogue): what premium gives (spec §4: entitled users get no ads), and the
 * city's plans, each leading to its purchase page. Prices are the store's (spec §9 does not show them): the store
 * shows them before the rider confirms. A city without premium says premium is not available there (spec §5).
 */
export function PremiumPlansPage() {
  const message = useMessage();
  const premium = usePremiumManager();

  let content;
  if (premium.status === 'notEnabled') {
    content = <PremiumNotEnabled />;
  } else {
    const { plans } = premium.manager;
    content = (
      <>
        <section aria-labelledby="premium-benefits">
          <SectionTitle level={2}>
            <span id="premium-benefits">
              <Message id="premium.plans.benefitsTitle" />
            </span>
          </SectionTitle>
          <ul className={styles['benefits']}>
            <li>
              <Message id="premium.plans.noAds" />
            </li>
          </ul>
        </section>
        {plans.length === 0 ? (
          <EmptyState message="premium.plans.none" />
        ) : (
          <>
            <PlanSection
              id="premium-subscriptions"
              title="premium.plans.subscriptions"
              kind="premium.plan.subscription"
              plans={plans.filter((plan) => plan.kind === 'subscription')}
              allPlans={plans}
            />
            <PlanSection
              id="premium-lifetime"
              title="premium.plans.lifetime"
              kind="premium.plan.oneTime"
              plans={plans.filter((plan) => plan.kind === 'lifetime')}
              allPlans={plans}
            />
            <p className={styles['muted']}>
              <Message id="premium.plans.prices" />
            </p>
          </>
        )}
        <Link className={styles['link']} to={buildRoute('yourPremium')}>
          <Message id="premium.plans.yourPremium" />
        </Link>
      </>
    );
  }

  return (
    <Screen title={message('premium.plans.title')}>
      <Container hasBottomMargin>
        <div className={styles['page']}>{content}</div>
      </Container>
    </Screen>
  );
}
