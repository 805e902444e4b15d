import { config } from 'zod/v4/core';

// Our Content-Security-Policy has no 'unsafe-eval': zod's probe for `new Function` (to compile a fast path for
// object schemas) is reported as a violation even though zod catches the refusal. Validate without generated code.
// main.tsx imports this first, before any module that builds a schema is evaluated.
config({ jitless: true });
