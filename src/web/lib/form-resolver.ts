import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The react-hook-form resolver for a shared domain schema. The cast is needed because a form holds its fields as
 * the inputs edit them (text, a checkbox's boolean), while the schema's input type is what the server accepts
 * (a preprocessed select is `unknown`, the terms box `true`); the schema's output stays checked against the form's.
 * The form's field type comes from `useForm<Fields, unknown, Out>`.
 */
export function formResolver<Fields extends FieldValues, Out>(
  schema: z.ZodType<Out, FieldValues>,
): Resolver<Fields, unknown, Out> {
  return zodResolver(schema) as unknown as Resolver<Fields, unknown, Out>;
}
