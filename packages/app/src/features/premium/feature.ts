import type { FeatureModule, RouteLoader } from '../../common/feature';

/** The feature's screens, in one chunk loaded with its first route. */
const screens = () => import('./index');

/** The rider's premium and a purchase are the signed-in rider's: their screens start the identity provider loading. */
const startAuth: RouteLoader = ({ auth }) => auth.start();

/**
 * Premium (spec §1, §2, §4, §5): the catalogue of the city's plans, the rider's own premium, and the purchase of a
 * subscription's base plan or of the lifetime product (in the Android app; elsewhere the "only in our app" modal).
 */
export const feature: FeatureModule = {
  name: 'premium',
  routes: [
    {
      name: 'premiumPlans',
      screen: () => screens().then((module) => module.PremiumPlansPage),
      backTo: 'settings',
    },
    {
      name: 'yourPremium',
      screen: () => screens().then((module) => module.YourPremiumPage),
      loader: startAuth,
      backTo: 'settings',
    },
    {
      name: 'buySubscription',
      screen: () => screens().then((module) => module.BuySubscriptionPage),
      loader: startAuth,
      backTo: 'premiumPlans',
    },
    {
      name: 'buyLifetimePremium',
      screen: () => screens().then((module) => module.BuyLifetimePremiumPage),
      loader: startAuth,
      backTo: 'premiumPlans',
    },
  ],
  catalogs: ['premium', 'appOnly'],
};
