import type { FeatureModule } from '../../common/feature';

/** The feature's screens, in one chunk loaded with its first route. */
const screens = () => import('./index');

/**
 * The transport card (spec §1, §2, §3 Transport card (NFC)): its balance and expiry are read from the card by NFC,
 * which only the apps can do. On the web, the balance page explains what the app reads and how, and offers the app
 * (the "only in our app" modal on a phone's browser). The NFC path shows that too on the web; in the apps it reads
 * the card held to the phone, through the wrapper's bridge and our API's relay to the card service.
 */
export const feature: FeatureModule = {
  name: 'card',
  routes: [
    {
      name: 'cardBalance',
      screen: () => screens().then((module) => module.CardBalancePage),
      backTo: 'info',
    },
    {
      name: 'cardNfc',
      screen: () => screens().then((module) => module.CardNfcPage),
      backTo: 'info',
    },
  ],
  catalogs: ['card', 'appOnly'],
};
