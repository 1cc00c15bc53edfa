import { appClientOnly } from '../../common/appClientOnly';

/**
 * The apps' native ads (NativeAds), kept out of the first download: loaded only in the Android and iOS apps (it does
 * nothing there either without a wrapper answering the bridge).
 */
export const NativeAdsLoader = appClientOnly(() => import('./NativeAds').then((module) => module.NativeAds));
