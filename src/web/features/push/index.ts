// Push on the parent's device: the dashboard banner and the profile section.
export { PushBanner } from './push-banner';
export { PushSettingsSection } from './push-settings-section';
