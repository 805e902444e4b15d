import { auditLogMessages as m } from '@domain/messages/admin-audit-log';

// An audit row in words: '<object>.<verb>' as "Kind: geändert", details as "Geändert: Vorname, Verein". Ids are
// left out (nothing an admin can read); an action or key this page does not know shows as stored.

export function auditSubjectLabel(type: string): string {
  return m.subjects[type] ?? type;
}

export function auditActionLabel(action: string): string {
  const [type = '', verb = ''] = action.split('.');
  const verbLabel = m.verbs[verb];
  return verbLabel ? `${auditSubjectLabel(type)}: ${verbLabel}` : action;
}

function valueText(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (Array.isArray(value)) {
    return value
      .map((v) => (key === 'changed' && typeof v === 'string' ? (m.fieldNames[v] ?? v) : String(v)))
      .join(', ');
  }
  if (value === null || value === undefined) return '–';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The details worth reading, each as 'Label: value'. */
export function auditDetailLines(details: Record<string, unknown> | null): string[] {
  if (!details) return [];
  return Object.entries(details)
    .filter(([key]) => !/Ids?$/.test(key))
    .filter(([key, value]) => !(key === 'changed' && Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${m.detailKeys[key] ?? key}: ${valueText(key, value)}`);
}
