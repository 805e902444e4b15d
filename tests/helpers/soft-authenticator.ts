import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator for WebAuthn tests: a P-256 key pair per passkey, made with node:crypto; the
// attestation ("none") and the assertions are built as a browser and an authenticator would build them, CBOR
// encoded with @simplewebauthn's own encoder. Only the server side is under test; nothing here is trusted by it.
//   const device = new SoftAuthenticator('http://localhost:3000');
//   const response = device.register(options);   // options: the server's PublicKeyCredentialCreationOptionsJSON
//   const assertion = device.assert(requestOptions);

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export class SoftAuthenticator {
  private readonly credentials: StoredCredential[] = [];

  constructor(
    readonly origin: string,
    /** false: an authenticator without PIN or biometrics (user present, not verified). */
    private readonly verifiesUser = true,
  ) {}

  private get rpId(): string {
    return new URL(this.origin).hostname;
  }

  private flags(extra = 0): number {
    return FLAG_USER_PRESENT | (this.verifiesUser ? FLAG_USER_VERIFIED : 0) | extra;
  }

  private clientData(
    type: 'webauthn.create' | 'webauthn.get',
    challenge: string,
    origin = this.origin,
  ): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** A new passkey for the options' user: the RegistrationResponseJSON a browser would send. */
  register(options: CreationOptions, overrides: { origin?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(32);
    this.credentials.push({ id, privateKey, publicKey, userHandle: options.user.id, counter: 0 });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? this.rpId),
      Buffer.from([this.flags(FLAG_ATTESTED_DATA)]),
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Signs the options' challenge with a passkey it holds (the first allowed one, or its newest for a sign-in): the
   * AuthenticationResponseJSON a browser would send.
   */
  assert(options: RequestOptions, overrides: { origin?: string; credentialIndex?: number } = {}) {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const candidates = allowed.length
      ? this.credentials.filter((c) => allowed.includes(b64url(c.id)))
      : [...this.credentials].reverse();
    const credential = candidates[overrides.credentialIndex ?? 0];
    if (!credential) throw new Error('The soft authenticator holds no passkey for these options');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? this.rpId),
      Buffer.from([this.flags()]),
      counter,
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
