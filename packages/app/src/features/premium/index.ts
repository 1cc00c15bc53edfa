/* The premium feature's public module: its screens (spec §2), loaded on demand by its registration. */
export { BuyLifetimePremiumPage, BuySubscriptionPage } from './BuyPremiumPage';
export { PremiumPlansPage } from './PremiumPlansPage';
export { YourPremiumPage } from './YourPremiumPage';
