// npm run bench:first-view [-- --dist --modules --timeout 300]
//
// JavaScript of the first view, measured in Chromium (/usr/bin/chromium through Playwright) against the real server
// process with the demo data: /login and /schedule signed out, /dashboard signed in as the demo family. Each page is
// loaded once in a fresh browser context (empty cache, service workers blocked, so the worker's precache downloads do
// not count as the page's) on a phone-sized viewport, until the network is quiet. Every JavaScript response counts
// with its body gzip-compressed here (zlib level 9, the size a gzip-serving server sends), beside the bytes that
// actually crossed the wire. Also prints the page's layout shift (sum of layout-shift entries without input, an upper
// bound of the CLS metric) and the number of requests. Figures beside their targets, MET/MISSED; exits 1 when a page
// does not answer 200. With `--modules` (and `--dist`) each script also lists its largest modules, read from the
// build's source maps: each module's share of the script's gzip bytes, estimated in proportion to its characters.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from '@playwright/test';
import { webDistDir } from '../src/server/paths';
import type { BenchEnvironment } from './bench-environment';
import { chunkModules } from './chunk-modules';
import { demoParentCookie, firstViewPages, runFirstViewBench, verdict } from './first-view-pages';

const JS_TARGET_KB = 120;
const CLS_TARGET = 0.1;

const { values: args } = parseArgs({
  options: {
    dist: { type: 'boolean', default: false },
    modules: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
  },
});
const timeoutSeconds = Math.min(900, Math.max(30, Number(args.timeout) || 300));

interface PageFigures {
  status: number;
  scripts: { url: string; gzip: number; wire: number }[];
  css: { gzip: number; wire: number };
  requests: number;
  layoutShift: number;
  shifts: { value: number; at: number; what: string }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Sums layout shifts as the page sees them (buffered, so the shifts before this script ran count too).
// Each shift also names what moved (the first source's element), so a figure above target says where to look.
const LAYOUT_SHIFT_OBSERVER = `
  window.__layoutShift = 0;
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift += entry.value;
      const node = entry.sources && entry.sources[0] && entry.sources[0].node;
      const what = node && node.nodeType === 1
        ? node.tagName.toLowerCase() + ' ' + (node.textContent || '').trim().slice(0, 40)
        : node ? '#text ' + (node.textContent || '').trim().slice(0, 40) : '?';
      window.__layoutShifts.push({ value: entry.value, at: Math.round(entry.startTime), what });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** A built script's largest modules, each with its estimated share of the script's gzip bytes. */
function largestModules(pathname: string, gzip: number, shown = 12): string[] {
  const file = path.join(webDistDir, pathname);
  if (!existsSync(file) || !existsSync(`${file}.map`)) return [];
  const code = readFileSync(file, 'utf8');
  const share = gzip / Math.max(1, code.length);
  return [...chunkModules(code, readFileSync(`${file}.map`, 'utf8'))]
    .sort((a, b) => b[1] - a[1])
    .slice(0, shown)
    .filter(([, length]) => length * share >= 100)
    .map(([source, length]) => `~${kb(length * share).padStart(8)}  ${source}`);
}

async function measurePage(context: BrowserContext, url: string): Promise<PageFigures> {
  const page = await context.newPage();
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  const pending: Promise<void>[] = [];
  const scripts: PageFigures['scripts'] = [];
  const css = { gzip: 0, wire: 0 };
  let requests = 0;
  page.on('response', (response) => {
    requests++;
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes();
        const gzip = gzipSync(body, { level: 9 }).length;
        if (type === 'script') scripts.push({ url: response.url(), gzip, wire: sizes.responseBodySize });
        else {
          css.gzip += gzip;
          css.wire += sizes.responseBodySize;
        }
      })(),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  // Late shifts (a card growing after its data) happen after the network is quiet.
  await page.waitForTimeout(1000);
  const { layoutShift, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShifts: PageFigures['shifts'] };
    return { layoutShift: w.__layoutShift, shifts: w.__layoutShifts };
  });
  await Promise.all(pending);
  await page.close();
  return { status: response?.status() ?? 0, scripts, css, requests, layoutShift, shifts };
}

async function measure(env: BenchEnvironment): Promise<boolean> {
  const cookie = await demoParentCookie(env);
  const [name, ...rest] = cookie.split('=');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  let ok = true;
  try {
    console.log(
      `\nServer ${env.server.url} (${args.dist ? 'dist' : 'tsx'}), Ziel JS <= ${JS_TARGET_KB} KB gzip\n`,
    );
    for (const { path, signedIn } of firstViewPages) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
        locale: 'de-CH',
        timezoneId: 'Europe/Zurich',
      });
      if (signedIn) {
        await context.addCookies([
          { name: name ?? '', value: decodeURIComponent(rest.join('=')), url: env.server.url },
        ]);
      }
      const figures = await measurePage(context, `${env.server.url}${path}`);
      await context.close();
      const jsGzip = figures.scripts.reduce((sum, s) => sum + s.gzip, 0);
      const jsWire = figures.scripts.reduce((sum, s) => sum + s.wire, 0);
      console.log(
        `${path.padEnd(11)} JS ${kb(jsGzip).padStart(9)} gzip (Ziel <= ${JS_TARGET_KB} KB) ` +
          `${verdict(jsGzip / 1024, JS_TARGET_KB, 'atMost').padEnd(6)}  ` +
          `übertragen ${kb(jsWire)} in ${figures.scripts.length} Dateien; CSS ${kb(figures.css.gzip)} gzip ` +
          `(übertragen ${kb(figures.css.wire)}); ${figures.requests} Anfragen`,
      );
      // Every page's shift counts (Lighthouse's CLS is part of its score): /login's came from the static top bar.
      console.log(
        `${''.padEnd(11)} Layout-Verschiebung ${figures.layoutShift.toFixed(3)} (Ziel < ${CLS_TARGET}) ` +
          `${figures.layoutShift < CLS_TARGET ? 'MET' : 'MISSED'}`,
      );
      for (const shift of figures.shifts.filter((s) => s.value >= 0.005)) {
        console.log(`${''.padEnd(13)}${shift.value.toFixed(3)} bei ${shift.at} ms: ${shift.what}`);
      }
      for (const script of figures.scripts.sort((a, b) => b.gzip - a.gzip)) {
        const pathname = new URL(script.url).pathname;
        console.log(`${''.padEnd(13)}${kb(script.gzip).padStart(9)}  ${pathname}`);
        if (args.modules && args.dist) {
          for (const line of largestModules(pathname, script.gzip)) console.log(`${''.padEnd(24)}${line}`);
        }
      }
      if (figures.status !== 200) {
        console.log(`  FEHLER ${path}: HTTP ${figures.status}`);
        ok = false;
      }
    }
  } finally {
    await browser.close();
  }
  return ok;
}

runFirstViewBench({ tempPrefix: 'anpfiff-bench-first-view-', useDist: args.dist, timeoutSeconds }, measure);
