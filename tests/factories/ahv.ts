import { ahvLast4 } from '../../src/domain/ahv';
import type { AhvCipher } from '../../src/server/crypto/ahv-cipher';
import { fakeAhv } from './swiss';

export interface AhvOptions {
  /** Encrypts the AHV number; without a cipher nothing is stored. */
  cipher?: AhvCipher;
  /** The plain 13 digits; generated when a cipher is given. null: store none even with a cipher. */
  ahv?: string | null;
}

/** The AHV columns to store for a child or trainer, plus the plain number so a test can check a reveal. */
export function ahvValues({ cipher, ahv: given }: AhvOptions) {
  if (given && !cipher) throw new Error('an AHV number needs a cipher to be stored');
  const ahv = given === null || !cipher ? null : (given ?? fakeAhv());
  return {
    ahv,
    columns: {
      ahvEncrypted: ahv && cipher ? cipher.encrypt(ahv) : null,
      ahvLast4: ahv ? ahvLast4(ahv) : null,
    },
  };
}
