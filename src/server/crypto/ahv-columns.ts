import { ahvLast4 } from '../../domain/ahv';
import type { AhvCipher } from './ahv-cipher';

/**
 * The stored form of an AHV number (children, trainers): encrypted before it reaches any query, so it never sits in
 * SQL or a log, and its last four digits for display.
 */
export function ahvColumnsFor(cipher: AhvCipher, ahv: string) {
  return { ahvEncrypted: cipher.encrypt(ahv), ahvLast4: ahvLast4(ahv) };
}
