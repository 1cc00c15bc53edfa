/*
 * The ad networks' drawing code, loaded when the first ad mounts (through lazyAdNetwork), never with the first screen:
 * `import('@transit/ads/networks')`.
 */
export { createAdSenseNetwork } from './adSense';
export { createHouseAdNetwork } from './houseAd';
