export { StopSearchPage } from './StopSearchPage';
