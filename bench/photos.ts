// npm run bench:photos [-- --photos 12 --width 4000 --height 3000 --dist --timeout 300]
//
// Thumbnail latency of GET /api/photos/:id/image against the real server process and a PostgreSQL the benchmark
// starts itself, talking over 127.0.0.1 only (a temporary data folder, removed at the end). N camera-sized photos of
// one family's child: every dashboard thumbnail (400 px, quality 60) cold (source read, sharp resize, written to the
// variant cache), then the same URLs from the cache, then revalidated with If-None-Match (304), and finally the
// gallery's burst: every photo at 800 px / quality 70 at once, cold. Prints p50 / p95 / max; exits 1 when an answer
// is not what it must be (a miss that should be a hit, no 304). The figures are for reading, not a timed test.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createChild, createParent, createPhoto, createPhotoFolder, tagPhoto } from '../tests/factories';
import { photoBytes } from '../tests/factories/photo-files';
import { sessionCookieFor } from '../tests/helpers/auth';
import type { TestApp } from '../tests/helpers/test-app';
import { type BenchEnvironment, runBench } from './bench-environment';

const MAX_PHOTOS = 60;

const { values: args } = parseArgs({
  options: {
    photos: { type: 'string', default: '12' },
    width: { type: 'string', default: '4000' },
    height: { type: 'string', default: '3000' },
    dist: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
  },
});
const photoCount = Math.min(MAX_PHOTOS, Math.max(1, Number(args.photos) || 12));
const width = Math.min(8000, Math.max(400, Number(args.width) || 4000));
const height = Math.min(8000, Math.max(300, Number(args.height) || 3000));
const timeoutSeconds = Math.min(900, Math.max(10, Number(args.timeout) || 300));

interface Timed {
  ms: number;
  status: number;
  cache: string | null;
  etag: string | null;
}

async function timedGet(url: string, headers: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return {
    ms: performance.now() - started,
    status: res.status,
    cache: res.headers.get('x-variant-cache'),
    etag: res.headers.get('etag'),
  };
}

function summary(samples: Timed[]): string {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
  return `p50 ${ms(at(50))}   p95 ${ms(at(95))}   max ${ms(sorted.at(-1) ?? 0)}`;
}

async function measure({ db, server, ctx }: BenchEnvironment): Promise<boolean> {
  const { config } = ctx;
  // One camera-sized JPEG, stored once per photo: every photo has its own id and so its own cache entries.
  console.log(`Lege ${photoCount} Fotos à ${width}×${height} an…`);
  const original = await photoBytes({ width, height });
  const parent = await createParent(db);
  const child = await createChild(db, { parentId: parent.id });
  const folder = await createPhotoFolder(db, { name: 'Benchmark' });
  await mkdir(path.join(config.photosDir, folder.id), { recursive: true });
  const ids: string[] = [];
  for (let i = 0; i < photoCount; i++) {
    const filename = `IMG_${String(i + 1).padStart(4, '0')}.jpg`;
    await writeFile(path.join(config.photosDir, folder.id, filename), original);
    const photo = await createPhoto(db, { driveFolderId: folder.id, filename, width, height });
    await tagPhoto(db, { photoId: photo.id, childId: child.id });
    ids.push(photo.id);
  }
  const cookie = await sessionCookieFor({ ctx } as unknown as TestApp, parent.id);
  const headers = { cookie };
  const url = (id: string, size: string, quality: number) =>
    `${server.url}/api/photos/${id}/image?size=${size}&quality=${quality}`;

  const cold: Timed[] = [];
  for (const id of ids) cold.push(await timedGet(url(id, '400', 60), headers));
  const cached: Timed[] = [];
  for (const id of ids) cached.push(await timedGet(url(id, '400', 60), headers));
  const revalidated: Timed[] = [];
  for (const [i, id] of ids.entries()) {
    revalidated.push(
      await timedGet(url(id, '400', 60), { ...headers, 'if-none-match': cold[i]?.etag ?? '' }),
    );
  }
  const burstStart = performance.now();
  const burst = await Promise.all(ids.map((id) => timedGet(url(id, '800', 70), headers)));
  const burstMs = performance.now() - burstStart;

  console.log(
    `\n${photoCount} Originale ${width}×${height} (${(original.length / 1024 / 1024).toFixed(1)} MB JPEG), ` +
      `Server ${server.url} (${args.dist ? 'dist' : 'tsx'}), ${os.availableParallelism()} Kerne\n`,
  );
  console.log('Dashboard-Vorschau 400 px, Qualität 60 (nacheinander)');
  console.log(`  kalt (lesen, verkleinern, Cache schreiben)  ${summary(cold)}`);
  console.log(`  aus dem Cache                               ${summary(cached)}`);
  console.log(`  304 mit If-None-Match                       ${summary(revalidated)}`);
  console.log(`\nGalerie 800 px, Qualität 70: ${photoCount} kalte Anfragen gleichzeitig`);
  console.log(`  je Anfrage                                  ${summary(burst)}`);
  console.log(`  alle zusammen                               ${burstMs.toFixed(1).padStart(7)} ms\n`);

  const checks = {
    'kalt: 200 und Cache-Fehltreffer': cold.every((s) => s.status === 200 && s.cache === 'miss'),
    'zweiter Abruf: 200 aus dem Cache': cached.every((s) => s.status === 200 && s.cache === 'hit'),
    'mit ETag: 304': revalidated.every((s) => s.status === 304),
    'Galerie: alle 200': burst.every((s) => s.status === 200 && s.cache === 'miss'),
  };
  let ok = true;
  for (const [check, passed] of Object.entries(checks)) {
    console.log(`  ${passed ? 'OK    ' : 'FEHLER'} ${check}`);
    ok &&= passed;
  }
  return ok;
}

runBench({ tempPrefix: 'anpfiff-bench-photos-', useDist: args.dist, timeoutSeconds }, measure);
