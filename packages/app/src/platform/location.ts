/** What one request for the rider's position ends in: a fix, or one of the spec §4 location states. */
export type LocationAnswer =
  | {
      readonly status: 'success';
      readonly latitude: number;
      readonly longitude: number;
      readonly accuracyM: number;
    }
  /** The rider refused the permission. */
  | { readonly status: 'permissionMissing' }
  /** The device's location is switched off or cannot be had. */
  | { readonly status: 'notEnabled' }
  /** Anything else, a timeout included. */
  | { readonly status: 'error' }
  /** The client cannot locate at all. */
  | { readonly status: 'unsupported' };

export interface LocationRequest {
  /** How long to wait for a fix before answering 'error'. */
  readonly timeoutMs: number;
  /** A cached fix at most this old is good enough. */
  readonly maxAgeMs: number;
}

/** The rider's position (spec §4: nearby stops, the map's "my location"). */
export interface LocationPort {
  /**
   * Asks once for the rider's position, which may prompt for the permission; `answer` is called once, synchronously
   * when the client knows at once (unsupported).
   */
  locate(request: LocationRequest, answer: (result: LocationAnswer) => void): void;
  /** Whether the rider has already granted the permission (asking then shows no prompt); false when unknown. */
  isGranted(): Promise<boolean>;
}

/** Maps the browser's GeolocationPositionError codes to the spec's states: denied, unavailable (off), anything else. */
export function answerOfError(error: { readonly code: number }): LocationAnswer {
  switch (error.code) {
    case 1:
      return { status: 'permissionMissing' };
    case 2:
      return { status: 'notEnabled' };
    default:
      return { status: 'error' };
  }
}

/** The web adapter: the browser's Geolocation API, without high accuracy (nearby stops need no GPS fix). */
export const WEB_LOCATION: LocationPort = {
  locate(request, answer) {
    if (!('geolocation' in navigator)) {
      answer({ status: 'unsupported' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        answer({
          status: 'success',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyM: position.coords.accuracy,
        }),
      (error) => answer(answerOfError(error)),
      { enableHighAccuracy: false, timeout: request.timeoutMs, maximumAge: request.maxAgeMs },
    );
  },
  isGranted() {
    if (!('permissions' in navigator)) return Promise.resolve(false);
    return (
      navigator.permissions
        .query({ name: 'geolocation' })
        .then((status) => status.state === 'granted')
        // Some browsers cannot query the geolocation permission: the rider taps instead.
        .catch(() => false)
    );
  },
};
