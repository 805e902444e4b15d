import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { keepAliveAgent } from '../../src/server/integrations/push';

// A push service stand-in for integration tests: HTTPS with a certificate made at test time, it checks the VAPID
// signature (RFC 8292), decrypts the aes128gcm payload (RFC 8291) with the private key of a device the test
// created, and answers each device with the statuses the test chose (201, 410, 429 with Retry-After, ...).

export interface TestDevice {
  id: string;
  endpoint: string;
  /** The browser's public key and auth secret, as PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
}

interface ReceivedPush {
  status: number;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  plaintext: string;
  ttl: number;
  urgency: string | undefined;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

type PushAnswer = number | { status: number; retryAfter?: string };

interface DeviceState {
  device: TestDevice;
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
  answers: PushAnswer[];
  received: ReceivedPush[];
}

export interface PushEndpoint {
  origin: string;
  /** A keep-alive agent (the gateway's own settings) that trusts this server's certificate, for web-push. */
  agent: Agent;
  /** The server's self-signed certificate (PEM), for a process that should trust it. */
  cert: Buffer;
  device(): TestDevice;
  /** Answers for the next requests to `device`, in order; the last one repeats. Default: 201. */
  respond(device: TestDevice, answers: PushAnswer[]): void;
  received(device: TestDevice): ReceivedPush[];
  /** Every request that reached the server, including those that failed to decrypt. */
  requests: number;
  stop(): Promise<void>;
}

export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anpfiff-push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm body decrypted with the device's keys. */
function decryptAes128gcm(
  body: Buffer,
  device: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonceBase = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < ciphertext.length; offset += recordSize, seq++) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(nonceBase);
    // The record sequence number is XORed into the nonce's low bytes (RFC 8188 section 2.3).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Each record ends with a delimiter (2 = last record, 1 = more follow) and optional zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= ciphertext.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad record padding delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString('utf8');
}

/** Checks "vapid t=<JWT>, k=<key>" (RFC 8292): ES256 signature by k, and answers the claims. */
function verifyVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Omit<
    ReceivedPush['vapid'],
    'publicKey'
  >;
  return { ...parsed, publicKey: k };
}

/**
 * `tls`: the server's key and certificate, for a sender that must trust it by configuration (the e2e server, through
 * NODE_EXTRA_CA_CERTS); a new self-signed one by default.
 */
export async function startPushEndpoint(
  options: { tls?: { key: Buffer; cert: Buffer } } = {},
): Promise<PushEndpoint> {
  const { key, cert } = options.tls ?? selfSignedCertificate();
  const devices = new Map<string, DeviceState>();
  let requests = 0;

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests++;
      const state = devices.get(req.url?.replace(/^\/push\//, '') ?? '');
      if (!state || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const answer = state.answers.length > 1 ? state.answers.shift()! : (state.answers[0] ?? 201);
      const { status, retryAfter } =
        typeof answer === 'number' ? { status: answer, retryAfter: undefined } : answer;
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plaintext = decryptAes128gcm(Buffer.concat(chunks), state);
        state.received.push({
          status,
          plaintext,
          payload: JSON.parse(plaintext),
          ttl: Number(req.headers.ttl),
          urgency: req.headers.urgency as string | undefined,
          vapid: verifyVapid(req.headers.authorization),
        });
      } catch (error) {
        // A request we cannot read is the sender's bug: answer like a push service would, and let the test see it.
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
        return;
      }
      res.writeHead(status, retryAfter ? { 'retry-after': retryAfter } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  const agent = keepAliveAgent({ ca: cert });

  return {
    origin,
    agent,
    cert,
    get requests() {
      return requests;
    },
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(12).toString('base64url');
      const authSecret = randomBytes(16);
      const device: TestDevice = {
        id,
        endpoint: `${origin}/push/${id}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      };
      devices.set(id, {
        device,
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        authSecret,
        answers: [],
        received: [],
      });
      return device;
    },
    respond(device, answers) {
      devices.get(device.id)!.answers = [...answers];
    },
    received(device) {
      return devices.get(device.id)?.received ?? [];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
