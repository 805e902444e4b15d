// Our Content-Security-Policy has no 'unsafe-eval': zod's probe for `new Function` (to compile a fast path for
// object schemas) is reported as a violation even though zod catches the refusal. Validate without generated code.
// main.tsx imports this first, before any module that builds a schema is evaluated. zod reads its settings from this
// global when it loads (zod/v4/core's config() would do the same, but would pull 11 KB of zod into the first
// download, which holds no schema); tests/e2e/csp.spec.ts fails should a zod update stop honouring it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
