import pg from 'pg';

// What a restore prints: the moment it reached and the rows of the main tables, so whoever restored can see at a
// glance that the families, bookings and payments are there.

/** The main tables with the name a provider knows them by. */
const MAIN_TABLES = [
  ['profiles', 'Konten'],
  ['children', 'Kinder'],
  ['sessions', 'Trainings'],
  ['rsvps', 'Trainingsanmeldungen'],
  ['camps', 'Camps'],
  ['camp_rsvps', 'Campanmeldungen'],
  ['payments', 'Trainingszahlungen'],
  ['camp_payments', 'Campzahlungen'],
  ['credit_packs', 'Guthabenpakete'],
] as const;

export interface RestoreSummary {
  /** The commit time of the last transaction replayed; null when the WAL held none after the base backup. */
  lastTransactionAt: Date | null;
  counts: { table: string; label: string; rows: number }[];
  /** Training and camp payments per status. */
  paymentStates: { status: string; rows: number }[];
}

export async function restoreSummary(url: string): Promise<RestoreSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const replayed = await client.query<{ at: Date | null }>('select pg_last_xact_replay_timestamp() as at');
    const counts: RestoreSummary['counts'] = [];
    const present = await client.query<{ name: string }>(
      `select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    const tables = new Set(present.rows.map((r) => r.name));
    // A database restored from before the first migration has none of them: nothing to count then.
    if (!tables.has('payments') || !tables.has('camp_payments'))
      return { lastTransactionAt: replayed.rows[0]?.at ?? null, counts: [], paymentStates: [] };
    for (const [table, label] of MAIN_TABLES) {
      const result = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts.push({ table, label, rows: result.rows[0]?.n ?? 0 });
    }
    const states = await client.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from
         (select status from payments union all select status from camp_payments) p
       group by status order by status`,
    );
    return {
      lastTransactionAt: replayed.rows[0]?.at ?? null,
      counts,
      paymentStates: states.rows.map((r) => ({ status: r.status, rows: r.n })),
    };
  } finally {
    await client.end();
  }
}
