import { useCallback, useEffect, useRef, useState } from 'react';

/** The location states of spec §4 (loading, error, permission missing, not enabled), plus the two ends. */
export type GeolocationState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | {
      readonly status: 'success';
      readonly latitude: number;
      readonly longitude: number;
      readonly accuracyM: number;
    }
  | { readonly status: 'permissionMissing' }
  | { readonly status: 'notEnabled' }
  | { readonly status: 'error' }
  | { readonly status: 'unsupported' };

/** How long to wait for a fix before saying location could not be found. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
/** A fix this recent is good enough for nearby stops. */
export const GEOLOCATION_MAX_AGE_MS = 60_000;

/** Maps the browser's error codes to the spec's states: denied, unavailable (off), anything else. */
export function stateOfError(error: { readonly code: number }): GeolocationState {
  switch (error.code) {
    case 1:
      return { status: 'permissionMissing' };
    case 2:
      return { status: 'notEnabled' };
    default:
      return { status: 'error' };
  }
}

/**
 * The rider's location, asked for only when `locate()` is called (never on page load, so the permission prompt
 * follows a tap). `isAutomatic` locates at once when permission was already granted.
 */
export function useGeolocation(options: { readonly isAutomatic?: boolean } = {}): {
  readonly state: GeolocationState;
  readonly locate: () => void;
} {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'loading' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!isMounted.current) return;
        setState({
          status: 'success',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyM: position.coords.accuracy,
        });
      },
      (error) => {
        if (isMounted.current) setState(stateOfError(error));
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
    );
  }, []);

  const { isAutomatic = false } = options;
  useEffect(() => {
    if (!isAutomatic || !('permissions' in navigator)) return;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (status.state === 'granted' && isMounted.current) locate();
      })
      .catch(() => undefined); // some browsers cannot query geolocation: the rider taps instead
  }, [isAutomatic, locate]);

  return { state, locate };
}
