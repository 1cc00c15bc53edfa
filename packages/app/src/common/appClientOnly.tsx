import { type ComponentType, lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { useAppServices } from './appServices';

/**
 * A component of the Android and iOS apps alone (the initial language modal, the native ads): nothing on the web, and
 * its code loads only in the apps, so a web page's first download does not carry it. It draws nothing while it loads.
 */
export function appClientOnly<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function AppClientOnly(props: Props) {
    const { appConfig } = useAppServices();
    const clientType = useStore(appConfig, (state) => state.config.clientType);
    if (clientType === 'web') return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
