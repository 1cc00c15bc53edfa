export {
  ADSENSE_SCRIPT_URL,
  AdConfigError,
  type AdNetwork,
  type AdSenseConfig,
  adSenseConfigFromEnv,
  createAdSenseNetwork,
} from './adNetwork';
export { BottomAdSlot, type BottomAdSlotProps } from './BottomAdSlot';
export { type AdModeInput, useAdMode } from './useAdMode';
export { isTextEntry, useIsTextInputFocused } from './useIsTextInputFocused';
