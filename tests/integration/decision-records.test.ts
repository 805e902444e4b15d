import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The decision records (docs/decisions) carry a status and a date under their title, and their index
// (docs/decisions/README.md) lists each one with that date, so a newcomer finds what holds without opening them all.

const dir = path.resolve('docs/decisions');
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

/** The record's status paragraph: the first paragraph after the title that starts with "Status:". */
function statusOf(text: string): string | undefined {
  const paragraphs = text.split(/\n\s*\n/).slice(1, 4);
  const found = paragraphs.find((p) => /^(\*\*)?Status:/.test(p.trim()));
  return found?.replace(/\s+/g, ' ').trim();
}

describe('decision records', () => {
  it('have a number each of their own', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it.each(records)('%s says its status and date, and the index lists it', (name) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} — `));
    const status = statusOf(text);
    expect(status).toMatch(/^(\*\*)?Status:(\*\*)? (proposed|accepted|superseded)\b/);
    const date = status?.match(/\d{4}-\d{2}-\d{2}/)?.[0];
    expect(date).toBeDefined();
    const row = index.split('\n').find((line) => line.startsWith(`| [${name.slice(0, 3)}](${name})`));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${date} |`);
  });
});
