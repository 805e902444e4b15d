// The second-factor feature's part other pages show: passkeys on the profile.
export { PasskeysSection } from './passkeys-section';
