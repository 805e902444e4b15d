import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { committedMigrationCount } from '../../src/server/db/migration-count';
import { COMPRESS_MIN_BYTES } from '../../src/server/http/compress-responses';
import { IMMUTABLE_CACHE } from '../../src/server/web-routes';
import { createSession } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { zurich } from './booking-fixtures';

// Compression and caching as a browser meets them: the built files (here a small build of our own, laid out and
// precompressed as `npm run build` does it) and the JSON answers of the API.

const t = setupTestApp();
let webDir: string;
let app: ReturnType<typeof createApp>;

const script = `export const greeting = ${JSON.stringify('Hoi zäme! '.repeat(400))};\n`;
const indexHtml = `<!doctype html><html lang="de-CH"><head><title>Anpfiff</title>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const loginHtml = indexHtml.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/login-page-Xy.js"></head>',
);
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);

async function writeWithCopies(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'anpfiff-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await mkdir(path.join(webDir, 'icons'));
  await writeWithCopies(path.join(webDir, 'assets', 'app-Ab12Cd34.js'), script);
  await writeWithCopies(path.join(webDir, 'index.html'), indexHtml);
  await mkdir(path.join(webDir, 'routes'));
  await writeWithCopies(path.join(webDir, 'routes', 'login.html'), loginHtml);
  await writeFile(path.join(webDir, 'icons', 'icon-192.png'), png);
  await writeFile(path.join(webDir, 'robots.txt'), await readFile('src/web/public/robots.txt'));
  // The built files as they are: no server-drawn first views here (first-view-pages.test.ts has those).
  app = createApp(t.ctx, {
    expectedMigrations: committedMigrationCount(),
    serveWeb: true,
    webDir,
    renderFirstView: null,
  });
});

afterAll(() => rm(webDir, { recursive: true, force: true }));

const get = (urlPath: string, acceptEncoding?: string) =>
  app.request(urlPath, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('built files', () => {
  it('go out as the Brotli copy when the browser accepts it, cached for a year', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(await body(res)).toString()).toBe(script);
  });

  it('go out as the gzip copy to a browser without Brotli, and as they are to one without either', async () => {
    const gzip = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gzip)).toString()).toBe(script);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // A shared cache must not hand this plain copy to a browser that could have had the small one.
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await body(plain)).toString()).toBe(script);
  });

  it('answer every page of the app with index.html, compressed and revalidated on each visit', async () => {
    for (const page of ['/', '/profile', '/meine-kinder?tab=x']) {
      const res = await get(page, 'gzip, br');
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(res.headers.get('content-encoding'), page).toBe('br');
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(brotliDecompressSync(await body(res)).toString(), page).toBe(indexHtml);
    }
  });

  it("answer a first view's address with its copy of index.html that preloads the page's code", async () => {
    const login = await get('/login?next=%2Fpayments', 'gzip, br');
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await body(login)).toString()).toBe(loginHtml);
    for (const other of ['/profile', '/login/elsewhere', '/Login']) {
      const res = await get(other, 'gzip, br');
      expect(brotliDecompressSync(await body(res)).toString(), other).toBe(indexHtml);
    }
  });

  it('answer a hashed file that is not there with 404, not with index.html kept for a year', async () => {
    const res = await get('/assets/app-Old99999.js', 'gzip, br');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).not.toBe(IMMUTABLE_CACHE);
  });

  it('leave images as they are (already compressed)', async () => {
    const res = await get('/icons/icon-192.png', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await body(res)).equals(png)).toBe(true);
  });

  it('include a real robots.txt: the public pages open to crawlers, the rest closed', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).not.toContain('<html');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/schedule$/m);
    expect(text).toMatch(/^Disallow: \/$/m);
  });
});

describe('JSON answers', () => {
  beforeEach(() => t.clock.set(zurich('2026-05-04', '09:00')));

  it('are gzip-compressed from COMPRESS_MIN_BYTES on, when the browser accepts it', async () => {
    for (let day = 5; day <= 25; day++) {
      await createSession(t.ctx.db, {
        title: `Training ${day}`,
        startsAt: zurich(`2026-05-${String(day).padStart(2, '0')}`, '10:00'),
      });
    }
    const plain = await get('/api/schedule');
    const plainText = await plain.text();
    expect(Buffer.byteLength(plainText)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const res = await get('/api/schedule', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const unzipped = gunzipSync(await body(res)).toString();
    expect(JSON.parse(unzipped)).toEqual(JSON.parse(plainText));
  });

  it('stay as they are below COMPRESS_MIN_BYTES, with their length', async () => {
    for (const urlPath of ['/api/me', '/api/does-not-exist']) {
      const res = await get(urlPath, 'gzip, br');
      const text = await res.text();
      expect(Buffer.byteLength(text), urlPath).toBeLessThan(COMPRESS_MIN_BYTES);
      expect(res.headers.get('content-encoding'), urlPath).toBeNull();
      expect(res.headers.get('content-length'), urlPath).toBe(String(Buffer.byteLength(text)));
      expect(() => JSON.parse(text), urlPath).not.toThrow();
    }
  });
});
