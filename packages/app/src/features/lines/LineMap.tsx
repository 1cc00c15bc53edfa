// The line page's map, in a chunk of its own: ItineraryMap loads this module with React.lazy, so the page shows its
// tabs, timetable and stops before any map code arrives.
import { LineShapeMap } from '@transit/ui';

export default LineShapeMap;
