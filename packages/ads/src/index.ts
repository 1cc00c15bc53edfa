export {
  ADSENSE_SCRIPT_URL,
  AdConfigError,
  type AdMountContext,
  type AdNetwork,
  type AdSenseConfig,
  adSenseConfigFromEnv,
  lazyAdNetwork,
} from './adNetwork';
export { BottomAdSlot, type BottomAdSlotProps } from './BottomAdSlot';
export { HOUSE_AD_MESSAGES, type HouseAdOptions, isHouseAdOnFromEnv } from './houseAdConfig';
export { type AdModeInput, useAdMode } from './useAdMode';
export { isTextEntry, useIsTextInputFocused } from './useIsTextInputFocused';
