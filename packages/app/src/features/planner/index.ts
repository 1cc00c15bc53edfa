/* The planner feature's public module: its screens, loaded on demand by feature.ts. */
export { PlannerPage } from './PlannerPage';
export { TripPage } from './TripPage';
