import '@testing-library/jest-dom/vitest';
import nodeConsole from 'node:console';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { loadPortalErrorMessages } from '../../src/web/lib/error-messages';
import { forgetStoredReads } from '../../src/web/pwa/browser-storage';
import { isBrowserNetworkLog, networkLog } from './network-log';

// happy-dom reports what a browser's devtools would: every answer of 400 or more ("POST /api/x 409 (Conflict)")
// and every failed request with its stack ("socket hang up", "ECONNREFUSED 127.0.0.1:3000" when a request
// outlives its test's fake API). Failure-path tests provoke those on purpose and assert the page's reaction, so a
// green run printed dozens of stack traces. They are kept in networkLog for a test to assert, not printed; any
// other console.error still is.
// happy-dom's page writes to the console it was created with: Node's own, before Vitest put its console in place.
const consoles = [...new Set([console, nodeConsole])];
const printers = consoles.map((target) => target.error.bind(target));

// Tests build ApiErrors directly as well as through the API: the catalogue a page loads with its first refusal.
beforeAll(() => loadPortalErrorMessages());

beforeEach(() => {
  // Tests set localStorage directly; the app reads each key once and keeps it (browser-storage.ts).
  forgetStoredReads();
  networkLog.length = 0;
  consoles.forEach((target, i) => {
    target.error = (...args: unknown[]) => {
      if (isBrowserNetworkLog(args)) networkLog.push(args[0] as string | Error);
      else printers[i]?.(...args);
    };
  });
});

afterEach(() => {
  cleanup();
});
