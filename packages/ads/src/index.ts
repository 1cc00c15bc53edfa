export {
  ADSENSE_SCRIPT_URL,
  AdConfigError,
  type AdMountContext,
  type AdNetwork,
  type AdSenseConfig,
  adSenseConfigFromEnv,
  createAdSenseNetwork,
} from './adNetwork';
export { BottomAdSlot, type BottomAdSlotProps } from './BottomAdSlot';
export { createHouseAdNetwork, HOUSE_AD_MESSAGES, type HouseAdOptions, isHouseAdOnFromEnv } from './houseAd';
export { type AdModeInput, useAdMode } from './useAdMode';
export { isTextEntry, useIsTextInputFocused } from './useIsTextInputFocused';
