import type { ReactNode } from 'react';
import { useT } from '../text/use-t.ts';
import type { FieldMessage } from '../../shared/submitted-form.ts';

/**
 * The parts of a public form, the GOV.UK way: a label, a hint, the field's error above it (named by
 * aria-describedby, the field marked aria-invalid), ids every error summary link can reach. Rendered on the server;
 * the form's script (client/behaviours/public-form.ts) checks the same rules before sending and writes its errors
 * into the same places.
 */
export interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  problem?: FieldMessage;
  children?: ReactNode;
}

export const fieldId = (name: string) => `field-${name}`;
const hintId = (name: string) => `field-${name}-hint`;
const errorId = (name: string) => `field-${name}-error`;

function describedBy(name: string, hint: string | undefined, problem: FieldMessage | undefined) {
  const ids = [hint ? hintId(name) : null, errorId(name)].filter(Boolean).join(' ');
  return { 'aria-describedby': ids, ...(problem ? { 'aria-invalid': true } : {}) };
}

/** The field's error, where the form's script writes its own too; empty (and not shown) when there is none. */
export function FieldError({ name, problem }: { name: string; problem?: FieldMessage }) {
  const t = useT();
  return (
    <p className="form-field__error" id={errorId(name)} data-field-error={name}>
      {problem ? (
        <>
          <span className="visually-hidden">{t('forms.common.errorPrefix')}</span>
          {t(problem.message, problem.values)}
        </>
      ) : null}
    </p>
  );
}

function FieldFrame({ name, label, hint, problem, children }: FieldProps) {
  return (
    <div className={problem ? 'form-field form-field--error' : 'form-field'} data-field={name}>
      <label className="form-field__label" htmlFor={fieldId(name)}>
        {label}
      </label>
      {hint ? (
        <p className="form-field__hint" id={hintId(name)}>
          {hint}
        </p>
      ) : null}
      <FieldError name={name} problem={problem} />
      {children}
    </div>
  );
}

export function TextField(
  props: FieldProps & {
    value?: string;
    type?: 'text' | 'email' | 'tel' | 'password';
    autoComplete: string;
    maxLength: number;
    inputMode?: 'text' | 'email' | 'tel';
  },
) {
  const { name, hint, problem, value, type = 'text', autoComplete, maxLength, inputMode } = props;
  return (
    <FieldFrame {...props}>
      <input
        className="form-field__input"
        id={fieldId(name)}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellCheck={type === 'text' ? undefined : false}
        {...(inputMode ? { inputMode } : {})}
        {...describedBy(name, hint, problem)}
      />
    </FieldFrame>
  );
}

export function TextArea(props: FieldProps & { value?: string; maxLength: number; rows?: number }) {
  const { name, hint, problem, value, maxLength, rows = 8 } = props;
  return (
    <FieldFrame {...props}>
      <textarea
        className="form-field__input"
        id={fieldId(name)}
        name={name}
        rows={rows}
        defaultValue={value ?? ''}
        maxLength={maxLength}
        {...describedBy(name, hint, problem)}
      />
    </FieldFrame>
  );
}

export function SelectField(
  props: FieldProps & {
    value?: string;
    placeholder: string;
    /** `lang` when a choice is not in the page's language (a topic without English: WCAG 3.1.2). */
    options: readonly { id: string; name: string; lang?: string }[];
  },
) {
  const { name, hint, problem, value, placeholder, options } = props;
  return (
    <FieldFrame {...props}>
      <select
        className="form-field__input"
        id={fieldId(name)}
        name={name}
        defaultValue={value ?? ''}
        {...describedBy(name, hint, problem)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id} lang={option.lang}>
            {option.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function FileField(
  props: FieldProps & { accept: string; maxBytes: number; maxFiles?: number; maxTotalBytes?: number },
) {
  const { name, hint, problem, accept, maxBytes, maxFiles = 1, maxTotalBytes = maxBytes } = props;
  return (
    <FieldFrame {...props}>
      <input
        className="form-field__file"
        id={fieldId(name)}
        name={name}
        type="file"
        accept={accept}
        multiple={maxFiles > 1 ? true : undefined}
        data-max-bytes={maxBytes}
        data-max-files={maxFiles}
        data-max-total-bytes={maxTotalBytes}
        {...describedBy(name, hint, problem)}
      />
    </FieldFrame>
  );
}

/**
 * The error summary at the top (GOV.UK pattern): a heading and one link per problem to its field, in the form's
 * order. Focused when the page loads with it (the form's script), so a screen reader reads it first.
 */
export function ErrorSummary({
  problems,
  formError,
  labels,
}: {
  problems: readonly FieldMessage[];
  formError: string | null;
  labels: Record<string, string>;
}) {
  const t = useT();
  const visible = problems.length > 0 || formError !== null;
  return (
    <div
      className="error-summary"
      data-error-summary
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      hidden={!visible}
    >
      <h2 className="error-summary__title" id="error-summary-title">
        {t('forms.common.errorSummaryTitle')}
      </h2>
      {formError ? <p className="error-summary__form-error">{formError}</p> : null}
      <ul className="error-summary__list">
        {problems.map((problem) => (
          <li key={problem.field}>
            <a href={`#${fieldId(problem.field)}`}>
              <span className="visually-hidden">{labels[problem.field]}: </span>
              {t(problem.message, problem.values)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
