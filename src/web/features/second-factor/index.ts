// The second-factor feature's parts other pages show: passkeys and an admin's recovery codes on the profile.
export { PasskeysSection } from './passkeys-section';
export { RecoveryCodesSection } from './recovery-codes-section';
