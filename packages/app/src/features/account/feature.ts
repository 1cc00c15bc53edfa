import type { FeatureModule, RouteLoader } from '../../common/feature';

/** The feature's screens, in one chunk loaded with its first route. */
const screens = () => import('./index');

/** The account screens start the identity provider loading (its config, then its code) beside their own code. */
const startAuth: RouteLoader = ({ auth }) => auth.start();

/**
 * The rider's account (spec §2 Settings and account, §4 Sign-in, §6): the account page, the start of a Google
 * sign-in, the credential handler and sign-in with a pasted code. The identity provider loads with these screens (or
 * at start on a device that signed in before), never with the app.
 */
export const feature: FeatureModule = {
  name: 'account',
  routes: [
    {
      name: 'account',
      screen: () => screens().then((module) => module.AccountPage),
      loader: startAuth,
      backTo: 'settings',
    },
    {
      name: 'googleSignIn',
      screen: () => screens().then((module) => module.GoogleSignInPage),
      loader: startAuth,
    },
    {
      name: 'googleCredentialHandler',
      screen: () => screens().then((module) => module.CredentialHandlerPage),
      loader: startAuth,
    },
    {
      name: 'manualTokenSignIn',
      screen: () => screens().then((module) => module.ManualTokenSignInPage),
      loader: startAuth,
      backTo: 'account',
    },
  ],
  catalogs: ['account'],
};
