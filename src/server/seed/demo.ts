import type { AppContext } from '../context';

// Demo data for `npm start` on an empty database, built with the same factories the tests use.
export async function seedDemoIfEmpty(_ctx: AppContext, _log: (m: string) => void): Promise<void> {}
