import type { FeatureModule } from '../../shell/router';

/** This feature's screens by route (none yet: its routes show the pending page). */
export const SCREENS: FeatureModule['SCREENS'] = {};
