export { StopPage } from './StopPage';
export { StopsHomePage } from './StopsHomePage';
