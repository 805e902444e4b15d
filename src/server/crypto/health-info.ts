import { EMPTY_HEALTH_INFO, type HealthInfo, hasHealthInfo } from '../../domain/children/health-info';
import type { AhvCipher } from './ahv-cipher';

// A child's emergency and health information at rest (issue 18, decision 038): the four fields as one JSON text,
// encrypted with the AHV's cipher and key before it reaches any query, so neither a dump nor a log shows it.

/** The stored column for what the parents entered: null when every field is empty. */
export function encryptHealthInfo(cipher: AhvCipher, info: HealthInfo): string | null {
  return hasHealthInfo(info) ? cipher.encrypt(JSON.stringify(info)) : null;
}

/** The four fields back; every one null when nothing is stored. Throws AhvDecryptError on a foreign value. */
export function decryptHealthInfo(cipher: AhvCipher, stored: string | null): HealthInfo {
  if (stored === null) return { ...EMPTY_HEALTH_INFO };
  const parsed = JSON.parse(cipher.decrypt(stored)) as Partial<HealthInfo>;
  return {
    allergies: parsed.allergies ?? null,
    medication: parsed.medication ?? null,
    emergencyContactName: parsed.emergencyContactName ?? null,
    emergencyContactPhone: parsed.emergencyContactPhone ?? null,
  };
}
