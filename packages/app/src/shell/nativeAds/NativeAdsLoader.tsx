import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { useAppServices } from '../../common/appServices';
import type { NativeAdsProps } from './NativeAds';

/** The apps' ad policy: loaded only where a wrapper runs the page, so no web page downloads it. */
const NativeAds = lazy(() => import('./NativeAds').then((module) => ({ default: module.NativeAds })));

/**
 * The apps' native ads (NativeAds), kept out of the first download: loaded only in the Android and iOS apps with a
 * wrapper answering the bridge. It draws nothing, so it waits for its code with no fallback.
 */
export function NativeAdsLoader(props: NativeAdsProps) {
  const { appConfig, bridge } = useAppServices();
  const clientType = useStore(appConfig, (state) => state.config.clientType);
  if (clientType === 'web' || !bridge.isAvailable) return null;
  return (
    <Suspense fallback={null}>
      <NativeAds {...props} />
    </Suspense>
  );
}
