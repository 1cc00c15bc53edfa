import { useCallback, useEffect, useRef, useState } from 'react';
import type { LocationAnswer } from '../platform';
import { useAppServices } from './appServices';

/** The location states of spec §4 (loading, error, permission missing, not enabled), plus the two ends. */
export type GeolocationState = { readonly status: 'idle' } | { readonly status: 'loading' } | LocationAnswer;

/** How long to wait for a fix before saying location could not be found. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
/** A fix this recent is good enough for nearby stops. */
export const GEOLOCATION_MAX_AGE_MS = 60_000;

/**
 * The rider's location, from the platform's location port, asked for only when `locate()` is called (never on page
 * load, so the permission prompt follows a tap). `isAutomatic` locates at once when permission was already granted;
 * `onAnswer` hears each answer as it arrives (keep it the same function across renders: useCallback).
 */
export function useGeolocation(
  options: {
    readonly isAutomatic?: boolean;
    readonly onAnswer?: (answer: LocationAnswer) => void;
  } = {},
): {
  readonly state: GeolocationState;
  readonly locate: () => void;
} {
  const { location } = useAppServices();
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const isMounted = useRef(true);
  useEffect(() => {
    // Set again on each mount: StrictMode mounts, unmounts and mounts again, and an answer must still land.
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const { isAutomatic = false, onAnswer } = options;
  const locate = useCallback(() => {
    setState({ status: 'loading' });
    location.locate({ timeoutMs: GEOLOCATION_TIMEOUT_MS, maxAgeMs: GEOLOCATION_MAX_AGE_MS }, (answer) => {
      if (!isMounted.current) return;
      setState(answer);
      onAnswer?.(answer);
    });
  }, [location, onAnswer]);

  useEffect(() => {
    if (!isAutomatic) return;
    void location.isGranted().then((isGranted) => {
      if (isGranted && isMounted.current) locate();
    });
  }, [isAutomatic, locate, location]);

  return { state, locate };
}
