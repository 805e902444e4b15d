import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_VIEWS } from './vite-route-preloads';

// Left to itself, the bundler puts every set of modules that a different set of pages shares into a chunk of its
// own: /dashboard's first view was thirty-odd files of 0.1-2 KB (money.ts alone, one icon alone). A phone on
// HTTP/1.1 fetches six at a time, a round trip each (Lighthouse's simulated slow 4G: 150 ms), so the count, not the
// bytes, held up the news. Here the first views' own code is few chunks: what first-view pages import statically,
// beyond the shell's code (index.html's entry) and the groups above it in vite.config.ts (vendor, ui), goes into one
// chunk per set of first views that import it: a page's own modules into `<page>-view`, the modules two of them
// share into `<page>-<page>-view`, which both load. (Each shared module used to live in the first page's chunk that
// imported it, so /dashboard loaded /schedule's whole chunk, its page and cards too, for the date helpers.) Other
// pages that import one of these modules load its chunk too.

/** index.html's module script: what it imports statically stays in the shell's chunk. */
const SHELL_ENTRY = path.resolve('src/web/main.tsx');

/** The first views, in the order their names join in a shared chunk's name. */
const ORDER = ['login', 'schedule', 'dashboard'] as const;

/** Every non-empty set of first views, as its chunk's name part: `login`, `schedule`, `schedule-dashboard`, ... */
const VIEW_SETS = Array.from({ length: 2 ** ORDER.length - 1 }, (_, i) =>
  ORDER.filter((__, view) => (i + 1) & (2 ** view)).join('-'),
);

/** The design system's own modules (the dialogs, on Radix, load only where one opens) and its class helper. */
const UI_MODULES = /[\\/]src[\\/]web[\\/]ui[\\/](?!dialog|confirm-dialog)|[\\/]src[\\/]web[\\/]lib[\\/]cx/;
/**
 * Small modules the shell shares with code it loads on demand, which the bundler would otherwise give a file each on
 * every first view (one more round trip apiece): Vite's preload helper and the shell's error texts, which the error
 * catalogue loaded with the first refusal also holds (web/lib/error-messages.ts). They go with the design system.
 */
const SHARED_SHELL_MODULES = /vite[\\/]preload-helper|[\\/]src[\\/]domain[\\/]messages[\\/]shell-errors/;
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const LUCIDE_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** lucide's index: each exported name (`LoaderCircle`, `Loader2`, ...) -> the icon's module. */
function lucideIcons(indexId: string, code: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const [, names = '', file = ''] of code.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    const id = path.resolve(path.dirname(indexId), file);
    for (const name of names.split(',')) icons.set(name.replace(/^\s*default as\s*/, '').trim(), id);
  }
  return icons;
}

/** The icon modules a module of ours names in its imports from 'lucide-react'. */
function iconsImportedBy(code: string | null | undefined, icons: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [, names = ''] of (code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const name of names.split(',')) {
      const icon = icons.get(name.split(/\s+as\s+/)[0]?.trim() ?? '');
      if (icon) found.push(icon);
    }
  }
  return found;
}

export function firstViewChunks(priority: number): {
  plugin: Plugin;
  groups: CodeSplittingGroup[];
  /** The design system's chunk: its modules, lucide's core, and the icons the shell or the design system draw. */
  inUi: (id: string) => boolean;
  /** The icons no first view draws (the back office's, the other pages'): one chunk for those pages. */
  inOtherIcons: (id: string) => boolean;
} {
  const owner = new Map<string, string>();
  // lucide's icons are reached through its index, which names all two thousand: the module graph says every page
  // imports every icon. Which icons a page draws is read from its modules' imports instead. The icons of the shell
  // and the design system go with the design system; a first view's own icons with that view; the rest in a chunk
  // of their own. (All in the design system's chunk put the back office's icons into every parent's first view.)
  const uiIcons = new Set<string>();
  const plugin: Plugin = {
    name: 'anpfiff-first-view-chunks',
    apply: 'build',
    // After the module graph is complete and before the chunks are made, when the groups' tests run.
    buildEnd() {
      owner.clear();
      const staticClosure = (id: string, into: Set<string>): Set<string> => {
        if (into.has(id) || id.startsWith('\0')) return into;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) staticClosure(imported, into);
        return into;
      };
      const shell = staticClosure(SHELL_ENTRY, new Set());
      const ids = [...this.getModuleIds()];
      const index = ids.find((id) => LUCIDE_INDEX.test(id));
      const icons = index
        ? lucideIcons(index, this.getModuleInfo(index)?.code ?? '')
        : new Map<string, string>();
      const ours = (id: string) => !id.includes('node_modules');
      const iconsOf = (id: string) => iconsImportedBy(this.getModuleInfo(id)?.code, icons);
      uiIcons.clear();
      for (const id of ids) {
        if ((shell.has(id) && ours(id)) || UI_MODULES.test(id))
          for (const icon of iconsOf(id)) uiIcons.add(icon);
      }
      const views = new Map<string, string[]>();
      const add = (id: string, name: string) => {
        const names = views.get(id) ?? [];
        if (!names.includes(name)) views.set(id, [...names, name]);
      };
      for (const name of ORDER) {
        const page = path.resolve(FIRST_VIEWS[name] ?? '');
        if (!this.getModuleInfo(page)) this.error(`First view ${name}: ${page} is not part of the build`);
        for (const id of staticClosure(page, new Set())) {
          if (shell.has(id)) continue;
          add(id, name);
          if (!ours(id)) continue;
          for (const icon of iconsOf(id)) if (!uiIcons.has(icon)) add(icon, name);
        }
      }
      // ORDER's order, so the same set always gets the same name.
      for (const [id, names] of views) owner.set(id, ORDER.filter((name) => names.includes(name)).join('-'));
    },
  };
  const groups = VIEW_SETS.map((set) => ({
    name: `${set}-view`,
    test: (id: string) => owner.get(id) === set,
    priority,
    // The owners are whole static closures already; taking dependencies along would pull the shell's modules in.
    includeDependenciesRecursively: false,
  }));
  const inUi = (id: string) =>
    UI_MODULES.test(id) ||
    SHARED_SHELL_MODULES.test(id) ||
    (LUCIDE.test(id) && (!LUCIDE_ICON.test(id) || uiIcons.has(id)));
  const inOtherIcons = (id: string) => LUCIDE_ICON.test(id) && !uiIcons.has(id) && !owner.has(id);
  return { plugin, groups, inUi, inOtherIcons };
}
