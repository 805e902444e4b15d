import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requestCode } from '../helpers/auth';
import { parseMetrics } from '../helpers/prometheus-text';
import { setupTestApp } from '../helpers/test-app';

// The Grafana dashboard and the Prometheus alert rules in ops/ (decision 043) name only metrics a running app
// exports, and the alerts the issue asks for are there: a renamed metric fails here, not silently on a provider's
// screen.

const t = setupTestApp({ METRICS_TOKEN: 't'.repeat(40) });
const dashboard = JSON.parse(readFileSync('ops/grafana-dashboard.json', 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const alerts = readFileSync('ops/prometheus-alerts.yml', 'utf8');

/** Our metric names in a PromQL text (ours, and Node's and the process's from prom-client's defaults). */
const metricsIn = (expr: string) => [...expr.matchAll(/\b(?:anpfiff|process|nodejs)_\w+/g)].map((m) => m[0]);
const alertExprs = [...alerts.matchAll(/^\s+expr: (['"])(.+)\1$/gm)].map((m) => m[2]!);
const dashboardExprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));

async function exported() {
  // A sign-in code request creates the sign-in mail queue, which the alerts name.
  await requestCode(t, `ops.${Date.now()}@example.ch`);
  const res = await t.request('/metrics', { headers: { authorization: `Bearer ${'t'.repeat(40)}` } });
  expect(res.status).toBe(200);
  return parseMetrics(await res.text());
}

/** A sample name as exported: a family, or a histogram's _bucket, _sum or _count. */
function exists(families: Map<string, string>, name: string): boolean {
  if (families.has(name)) return true;
  const family = name.replace(/_(bucket|sum|count)$/, '');
  return family !== name && families.get(family) === 'histogram';
}

describe('ops/', () => {
  it('has the alerts the issue asks for: 5xx rate, p99, queue age, backup age, sign-in mail delay', () => {
    const names = [...alerts.matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    expect(names).toEqual(
      expect.arrayContaining([
        'AnpfiffHigh5xxRate',
        'AnpfiffSlowP99',
        'AnpfiffQueueStuck',
        'AnpfiffBackupStale',
        'AnpfiffSignInMailDelayed',
      ]),
    );
    // One expression per rule, each naming at least one metric (a misspelt prefix would name none).
    expect(alertExprs).toHaveLength(names.length);
    for (const expr of [...alertExprs, ...dashboardExprs]) expect(metricsIn(expr), expr).not.toEqual([]);
  });

  it('names only metrics that a running app exports, and only its queues', async () => {
    const { families, samples } = await exported();
    const named = new Set([...alertExprs, ...dashboardExprs].flatMap(metricsIn));
    expect(named.size).toBeGreaterThanOrEqual(15);
    expect([...named].filter((name) => !exists(families, name))).toEqual([]);

    const queues = new Set(
      samples.filter((s) => s.name === 'anpfiff_job_queue_depth').map((s) => s.labels.queue),
    );
    const namedQueues = [...alerts.matchAll(/queue!?="([^"]+)"/g)].map((m) => m[1]);
    expect(namedQueues).not.toEqual([]);
    for (const queue of namedQueues) expect(queues).toContain(queue);
  });

  it('gives every dashboard panel a title and a query', () => {
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(12);
    for (const panel of dashboard.panels) {
      expect(panel.title).not.toBe('');
      expect(panel.targets.length).toBeGreaterThan(0);
    }
  });
});
