import type { FeatureModule } from '../../shell/router';
import { ItineraryPage } from './ItineraryPage';
import { LinePage } from './LinePage';
import { LinesPage } from './LinesPage';

export { ItineraryPage } from './ItineraryPage';
export { LinePage } from './LinePage';
export { LinesPage } from './LinesPage';

export const SCREENS: FeatureModule['SCREENS'] = {
  lines: LinesPage,
  line: LinePage,
  itinerary: ItineraryPage,
};
