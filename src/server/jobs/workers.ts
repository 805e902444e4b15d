import type { AppContext } from '../context';

// Every queue's worker is registered here at start.
export async function registerWorkers(_ctx: AppContext): Promise<void> {}
