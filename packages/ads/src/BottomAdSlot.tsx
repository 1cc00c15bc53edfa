import { AD_BLOCK_REMOUNT_INTERVAL_MS, BOTTOM_AD_HEIGHT_PX } from '@transit/core';
import { useMessage } from '@transit/i18n/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AdMountContext, AdNetwork } from './adNetwork';
import { type AdModeInput, useAdMode } from './useAdMode';
import { useIsTextInputFocused } from './useIsTextInputFocused';

export interface BottomAdSlotProps extends AdModeInput {
  /** The ad network the build configures, or the house ad (createHouseAdNetwork); none means no slot at all. */
  readonly network: AdNetwork | undefined;
  /** Whether the route allows the bottom ad (spec §2: the map and search routes switch it off). */
  readonly isAllowedHere: boolean;
}

/**
 * The web bottom ad (spec §2, §4, §9): only on web, only with a network (an ad network or our house ad), only in the
 * session's public-ad mode (never for entitled riders; private-ad mode hides it), 80 px high, hidden where the route
 * switches it off and while a text input or textarea has focus, its ad block remounted every 40 s.
 */
export function BottomAdSlot(props: BottomAdSlotProps) {
  if (props.network === undefined || props.client.clientType !== 'web') return null;
  return <ActiveBottomAdSlot {...props} network={props.network} />;
}

function ActiveBottomAdSlot(props: BottomAdSlotProps & { readonly network: AdNetwork }) {
  const message = useMessage();
  const mode = useAdMode(props);
  const isTyping = useIsTextInputFocused();
  const generation = useGeneration(AD_BLOCK_REMOUNT_INTERVAL_MS);
  if (mode !== 'public') return null;
  // The ad's own texts, in the locale shown: when the rider picks another language, the ad is drawn again in it.
  const texts = props.network.messageIds?.map((id) => message(id)).join('\n') ?? '';
  return (
    <aside
      aria-label={message('ads.label')}
      // Hidden, not removed, while the rider types or the route says so: the ad is kept, not loaded again.
      hidden={isTyping || !props.isAllowedHere}
      style={{
        blockSize: `${BOTTOM_AD_HEIGHT_PX}px`,
        overflow: 'hidden',
        background: 'var(--ui-color-surface)',
      }}
    >
      <AdBlock key={`${generation}\n${texts}`} network={props.network} message={message} />
    </aside>
  );
}

/** A counter that goes up every `intervalMs`: as a key, it remounts what it is given to. */
function useGeneration(intervalMs: number): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setGeneration((value) => value + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return generation;
}

function AdBlock(props: { readonly network: AdNetwork; readonly message: AdMountContext['message'] }) {
  const container = useRef<HTMLDivElement>(null);
  // The messages of the moment the ad mounts, not a reason to mount it again (the key above says when to).
  const mount = useEffectEvent((element: HTMLElement) =>
    props.network.mount(element, { message: props.message }),
  );
  useEffect(() => {
    if (!container.current) return undefined;
    return mount(container.current);
  }, [props.network]);
  return <div ref={container} style={{ blockSize: '100%' }} />;
}
