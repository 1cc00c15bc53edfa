import { appClientOnly } from '../../common/appClientOnly';

/** The wrapper's bars in the theme's colours (NativeStatusBar): loaded only in the Android and iOS apps. */
export const NativeStatusBarLoader = appClientOnly(() =>
  import('./NativeStatusBar').then((module) => module.NativeStatusBar),
);
