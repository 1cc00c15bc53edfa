import { plannerRoutes } from './plannerRoutes';
import { apiRoutes } from './routes';

/** Every route the server answers under a city: the main table and the planner's. */
export const allApiRoutes = { ...apiRoutes, ...plannerRoutes } as const;
export type AllApiRoutes = typeof allApiRoutes;
export type AllApiRouteName = keyof AllApiRoutes;
