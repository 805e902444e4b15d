import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { adminMenu, parentMenu } from './menus';

describe('parent side menu', () => {
  it('lists the spec entries in the spec order, with their routes', () => {
    expect(parentMenu.map((i) => [i.label, i.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Meine Kinder', '/meine-kinder'],
      ['TIZ Trainings', '/tiz-trainings'],
      ['Camps', '/camps'],
      ['Zahlungen', '/zahlungen'],
      ['Fotos', '/fotos'],
      ['Shop', '/shop'],
      ['Kontakt', '/kontakt'],
    ]);
  });

  it('marks only Camps with the badge NEU', () => {
    expect(parentMenu.filter((i) => i.badge).map((i) => [i.label, i.badge])).toEqual([['Camps', 'NEU']]);
  });
});

describe('admin menu', () => {
  it('lists the 11 admin entries of the route table in order, each with an icon', () => {
    expect(adminMenu.map((i) => [i.label, i.to])).toEqual([
      ['Dashboard', '/admin'],
      ['Ausbildner', '/admin/trainer'],
      ['Trainings', '/admin/trainings'],
      ['Camps', '/admin/camps'],
      ['Kinder', '/admin/kinder'],
      ['Eltern', '/admin/eltern'],
      ['Zahlungen', '/admin/zahlungen'],
      ['Abos', '/admin/abo'],
      ['Fotos', '/admin/fotos'],
      ['Neuigkeiten', '/admin/neuigkeiten'],
      ['Push', '/admin/push'],
    ]);
    expect(adminMenu.every((i) => i.icon)).toBe(true);
  });

  it('covers every admin path exactly once, but the audit log and the administrators (reached from the dashboard) and the printable participants list (from a participants panel)', () => {
    const notInMenu: string[] = [
      paths.admin.auditLog,
      paths.admin.administrators,
      paths.admin.participantsPrint,
    ];
    const menuPaths = Object.values(paths.admin).filter((p) => !notInMenu.includes(p));
    expect(new Set(adminMenu.map((i) => i.to))).toEqual(new Set(menuPaths));
    for (const path of notInMenu) expect(adminMenu.map((i) => i.to)).not.toContain(path);
  });

  it('marks only the dashboard as exact, since /admin prefixes every other entry', () => {
    expect(adminMenu.filter((i) => i.end).map((i) => i.to)).toEqual(['/admin']);
  });
});
