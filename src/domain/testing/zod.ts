import type { z } from 'zod';

/** For tests: the first message per field path ('' for the object itself), or null when the input passes. */
export function firstMessages(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    messages[key] ??= issue.message;
  }
  return messages;
}

/** For tests: the parsed output, failing loudly with the messages when the input does not pass. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected to pass: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
