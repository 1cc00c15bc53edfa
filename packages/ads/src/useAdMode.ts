import {
  type AdClient,
  type AdMode,
  type ClientPolicy,
  decideAdMode,
  PRIVATE_BOTTOM_AD_STORAGE_KEY,
} from '@transit/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

export interface AdModeInput {
  readonly client: AdClient;
  readonly policy: ClientPolicy;
  readonly isEntitled: boolean;
  readonly firstAppLaunchEpochMs?: number | undefined;
  /** The clock, epoch milliseconds. */
  readonly now: () => number;
  /** Uniform in [0, 1), such as Math.random. */
  readonly random: () => number;
  /** Where private-ad mode is recorded (privateBottomAdTimestamp, spec §3); localStorage in the browser. */
  readonly storage?: Pick<Storage, 'setItem'> | undefined;
}

function decide(input: AdModeInput): AdMode {
  const mode = decideAdMode({
    ...input,
    firstAppLaunchEpochMs: input.firstAppLaunchEpochMs,
    nowEpochMs: input.now(),
  });
  if (mode === 'private') {
    try {
      input.storage?.setItem(PRIVATE_BOTTOM_AD_STORAGE_KEY, String(input.now()));
    } catch {
      // Storage may be full or blocked: the mode still holds for this page, only the record is lost.
    }
  }
  return mode;
}

/**
 * The session's ad mode (spec §4), decided on mount and again whenever the page becomes visible; private-ad mode
 * records its timestamp.
 */
export function useAdMode(input: AdModeInput): AdMode {
  const [mode, setMode] = useState<AdMode>(() => decide(input));
  // A new decision reads the input of the latest render, without being an effect's dependency itself.
  const decideAgain = useEffectEvent(() => setMode(decide(input)));
  const { isEntitled } = input;
  const { clientType, androidClientVersionCode } = input.client;
  const decided = useRef({ isEntitled, clientType, androidClientVersionCode });
  useEffect(() => {
    // Decided again when what it rests on changes (not on every render: each decision is a new random draw).
    const last = decided.current;
    if (
      last.isEntitled !== isEntitled ||
      last.clientType !== clientType ||
      last.androidClientVersionCode !== androidClientVersionCode
    ) {
      decided.current = { isEntitled, clientType, androidClientVersionCode };
      decideAgain();
    }
  }, [isEntitled, clientType, androidClientVersionCode]);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') decideAgain();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return mode;
}
