import os from 'node:os';
import path from 'node:path';

// Settings shared by playwright.config.ts (the app's environment), the global setup (the SMTP server) and the
// helpers (reading mail, signing in). The app's environment is fixed before the global setup runs, so the SMTP
// port is fixed too.

/**
 * 3100 unless E2E_PORT names another: two checkouts (a worktree beside the main one) can then run their journeys at
 * the same time. Every other port, file and folder of a run is derived from it.
 */
export const APP_PORT = Number(process.env.E2E_PORT) || 3100;
/** The app's APP_URL (playwright.config.ts) and the browser's origin. */
export const APP_URL = `http://localhost:${APP_PORT}`;
/**
 * Headers for a write through Playwright's request context, which (unlike a page) sends no Origin: the server
 * refuses writes that do not come from APP_URL as cross-site.
 */
export const SAME_ORIGIN = { origin: APP_URL };
export const SMTP_PORT = APP_PORT + 25;
/** Every mail the app sends over SMTP lands here as one JSON file (see global-setup.ts). */
export const MAILBOX_DIR = path.join(os.tmpdir(), `anpfiff-e2e-mailbox-${APP_PORT}`);
/** Listed in the app's ADMIN_EMAILS: signs in as an admin. */
export const ADMIN_EMAIL = 'admin@e2e.anpfiff.test';
