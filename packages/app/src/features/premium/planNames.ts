import type { PremiumPlan } from '@transit/core';
import type { MessageId } from '@transit/i18n';

/** The base plans we name; any other is named by its id, as the store's console has it. */
const BASE_PLAN_NAMES: Readonly<Record<string, MessageId>> = {
  monthly: 'premium.plan.monthly',
  yearly: 'premium.plan.yearly',
};

/** The message function of useMessage. */
type MessageOf = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/**
 * A plan's name as the rider reads it: "Mensual", "Anual" or the base plan's id; "Para siempre" for a lifetime
 * product. Where the city sells several subscriptions (or lifetime products), the store id tells them apart.
 * @param plans every plan of the city (to know whether a name needs its store id)
 */
export function planName(plan: PremiumPlan, plans: readonly PremiumPlan[], message: MessageOf): string {
  if (plan.kind === 'lifetime') {
    const isOnlyOne = plans.filter((other) => other.kind === 'lifetime').length === 1;
    return isOnlyOne
      ? message('premium.plan.lifetime')
      : message('premium.plan.withId', { name: message('premium.plan.lifetime'), id: plan.productId });
  }
  const known = Object.hasOwn(BASE_PLAN_NAMES, plan.basePlanId)
    ? BASE_PLAN_NAMES[plan.basePlanId]
    : undefined;
  const name = known === undefined ? plan.basePlanId : message(known);
  const subscriptions = new Set(
    plans.flatMap((other) => (other.kind === 'subscription' ? [other.subscriptionId] : [])),
  );
  return subscriptions.size > 1 ? message('premium.plan.withId', { name, id: plan.subscriptionId }) : name;
}
