// Push on the parent's device: the dashboard banner and the profile section.
export { PushSettingsSection } from './push-settings-section';
