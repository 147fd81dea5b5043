import { maxLengthOf } from '@probation/forms';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { FileField, SelectField, TextArea, TextField } from './form-fields.tsx';

/**
 * A public form's fields as a list: each field named once, with its label, hint and kind; its
 * `maxlength` comes from the one table of `@probation/forms`, its problem and kept value from the form as sent.
 */
export type FieldSpec =
  | {
      kind: 'text';
      name: string;
      label: string;
      hint?: string;
      type?: 'text' | 'email' | 'tel' | 'password';
      autoComplete: string;
    }
  | { kind: 'textarea'; name: string; label: string; hint?: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      hint?: string;
      placeholder: string;
      options: readonly { id: string; name: string; lang?: string }[];
    }
  | {
      kind: 'file';
      name: string;
      label: string;
      hint?: string;
      accept: string;
      maxBytes: number;
      maxFiles?: number;
      maxTotalBytes?: number;
    };

export function FieldList({ fields, form }: { fields: readonly FieldSpec[]; form: SubmittedForm }) {
  const problemOf = (field: string) => form.problems.find((problem) => problem.field === field);
  return (
    <>
      {fields.map((field) => {
        const common = {
          name: field.name,
          label: field.label,
          hint: field.hint,
          problem: problemOf(field.name),
        };
        switch (field.kind) {
          case 'text':
            return (
              <TextField
                key={field.name}
                {...common}
                type={field.type}
                value={field.type === 'password' ? '' : form.values[field.name]}
                autoComplete={field.autoComplete}
                maxLength={maxLengthOf(field.name) ?? 200}
              />
            );
          case 'textarea':
            return (
              <TextArea
                key={field.name}
                {...common}
                value={form.values[field.name]}
                maxLength={maxLengthOf(field.name) ?? 5000}
              />
            );
          case 'select':
            return (
              <SelectField
                key={field.name}
                {...common}
                placeholder={field.placeholder}
                options={field.options}
                value={form.values[field.name]}
              />
            );
          case 'file':
            return (
              <FileField
                key={field.name}
                {...common}
                accept={field.accept}
                maxBytes={field.maxBytes}
                maxFiles={field.maxFiles}
                maxTotalBytes={field.maxTotalBytes}
              />
            );
        }
      })}
    </>
  );
}

/** The labels of a form's fields by name, for its error summary. */
export function labelsOf(
  fields: readonly FieldSpec[],
  extra: Record<string, string> = {},
): Record<string, string> {
  return { ...Object.fromEntries(fields.map((field) => [field.name, field.label])), ...extra };
}
