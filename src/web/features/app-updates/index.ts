export { AppUpdatesSection } from './app-updates-section';
