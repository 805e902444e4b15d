import { createHash, generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in of the two Drive v3 calls the photo source makes (files.list, files.get?alt=media), on
// 127.0.0.1. Like Drive, it refuses a request whose bearer token is not a JWT signed by the service account's key
// with the drive.readonly scope, answers only what the query names (parents, mime type, trashed), and pages its
// lists (two entries per page, so paging is always exercised). No test-runner imports: the benchmark may use it.

interface StandInFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  content?: Buffer;
  trashed?: boolean;
  createdTime?: string;
  modifiedTime?: string;
  imageMediaMetadata?: { width: number; height: number; rotation?: number };
}

export interface DriveStandIn {
  /** rootUrl for the Drive client. */
  url: string;
  /** GOOGLE_SERVICE_ACCOUNT_JSON for a service account the stand-in trusts. */
  serviceAccountJson: string;
  files: Map<string, StandInFile>;
  requests: { method: string; path: string; query: URLSearchParams; authorized: boolean }[];
  add(file: StandInFile): void;
  close(): Promise<void>;
}

const STAND_IN_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
const PAGE_SIZE = 2;

/** A service account key pair as Google issues it (PKCS#8 PEM inside the JSON key file). */
export function createServiceAccount(email = 'anpfiff-fotos@anpfiff-test.iam.gserviceaccount.com') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'anpfiff-test',
    private_key_id: 'test-key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: email,
    client_id: '1234567890',
  });
  return { json, publicKey, email };
}

function isAuthorized(req: IncomingMessage, publicKey: KeyObject, email: string): boolean {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const [header, payload, signature] = token?.split('.') ?? [];
  if (!header || !payload || !signature) return false;
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return false;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iss?: string;
    scope?: string;
    exp?: number;
  };
  return (
    claims.iss === email &&
    (claims.scope ?? '').split(' ').includes(STAND_IN_SCOPE) &&
    (claims.exp ?? 0) * 1000 > Date.now()
  );
}

/** The subset of Drive's query language the photo source writes: and-ed terms only. */
function matches(file: StandInFile, q: string): boolean {
  return q.split(/\s+and\s+/i).every((term) => {
    const parent = /^'([^']+)' in parents$/.exec(term.trim());
    if (parent) return file.parents.includes(parent[1]!);
    const mimeIs = /^mimeType = '([^']+)'$/.exec(term.trim());
    if (mimeIs) return file.mimeType === mimeIs[1];
    const mimeContains = /^mimeType contains '([^']+)'$/.exec(term.trim());
    if (mimeContains) return file.mimeType.includes(mimeContains[1]!);
    if (term.trim() === 'trashed = false') return !file.trashed;
    throw new Error(`Stand-in does not understand the query term: ${term}`);
  });
}

function fileResource(file: StandInFile) {
  const { content, parents, trashed, ...rest } = file;
  return {
    ...rest,
    kind: 'drive#file',
    ...(content
      ? { md5Checksum: createHash('md5').update(content).digest('hex'), size: String(content.length) }
      : {}),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function driveError(res: ServerResponse, status: number, message: string) {
  json(res, status, { error: { code: status, message, errors: [{ message, reason: 'standIn' }] } });
}

export async function startDriveStandIn(): Promise<DriveStandIn> {
  const account = createServiceAccount();
  const files = new Map<string, StandInFile>();
  const requests: DriveStandIn['requests'] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const authorized = isAuthorized(req, account.publicKey, account.email);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorized });
    if (!authorized) return driveError(res, 401, 'Request had invalid authentication credentials.');
    if (req.method !== 'GET') return driveError(res, 405, 'Method not allowed');

    if (url.pathname === '/drive/v3/files') {
      const q = url.searchParams.get('q') ?? '';
      try {
        const all = [...files.values()]
          .filter((f) => matches(f, q))
          .sort((a, b) => a.name.localeCompare(b.name));
        const start = Number(url.searchParams.get('pageToken') ?? '0');
        const page = all.slice(start, start + PAGE_SIZE);
        const next = start + PAGE_SIZE < all.length ? String(start + PAGE_SIZE) : undefined;
        return json(res, 200, {
          kind: 'drive#fileList',
          files: page.map(fileResource),
          ...(next ? { nextPageToken: next } : {}),
        });
      } catch (err) {
        return driveError(res, 400, (err as Error).message);
      }
    }
    const single = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname);
    if (single) {
      const file = files.get(decodeURIComponent(single[1]!));
      if (!file || file.trashed) return driveError(res, 404, `File not found: ${single[1]}.`);
      if (url.searchParams.get('alt') !== 'media') return json(res, 200, fileResource(file));
      res.writeHead(200, {
        'content-type': file.mimeType,
        'content-length': String(file.content?.length ?? 0),
      });
      return res.end(file.content ?? Buffer.alloc(0));
    }
    return driveError(res, 404, 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    serviceAccountJson: account.json,
    files,
    requests,
    add: (file) => files.set(file.id, file),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
