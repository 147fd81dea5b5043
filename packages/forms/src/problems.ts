import type * as z from 'zod/mini';
import type { FormMessageKey } from './messages.ts';

export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: FormMessageKey;
}

export type FormCheck<Output> =
  { ok: true; value: Output } | { ok: false; problems: FieldProblem<Extract<keyof Output, string>>[] };

/**
 * Checks a form's input: its clean value, or one problem per field (the first rule it breaks), in the order the
 * form shows its fields, which is the order of the error summary. Only the schema's own fields are read; anything
 * else the input carries is dropped, and a field sent as anything but text (twice, or as a file) counts as empty.
 */
export function checkForm<Schema extends z.ZodMiniObject>(
  schema: Schema,
  input: Record<string, unknown>,
): FormCheck<z.infer<Schema>> {
  type Field = Extract<keyof z.infer<Schema>, string>;
  const fields = Object.keys(schema.def.shape) as Field[];
  const parsed = schema.safeParse(Object.fromEntries(fields.map((field) => [field, textOf(input[field])])));
  if (parsed.success) return { ok: true, value: parsed.data as z.infer<Schema> };
  const firstByField = new Map<Field, FormMessageKey>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (!firstByField.has(field)) firstByField.set(field, issue.message as FormMessageKey);
  }
  return {
    ok: false,
    problems: fields
      .filter((field) => firstByField.has(field))
      .map((field) => ({
        field,
        message: firstByField.get(field)!,
      })),
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
