import { useT } from '../text/use-t.ts';
import type { FieldMessage, SubmittedForm } from '../../shared/submitted-form.ts';
import { FieldList, type FieldSpec } from '../forms/FieldList.tsx';
import { FieldError, fieldId } from '../forms/form-fields.tsx';

/**
 * The password strength meter under a new password (decision 0182): hidden in the HTML (without JavaScript the
 * field's hint lists requirements.md §7.3's criteria); the form's script shows it and says the level (weak, medium,
 * strong).
 */
export function PasswordStrengthMeter({ field }: { field: string }) {
  const t = useT();
  return (
    <div
      className="password-strength"
      data-password-strength={field}
      data-text-weak={t('members.strength.weak')}
      data-text-medium={t('members.strength.medium')}
      data-text-strong={t('members.strength.strong')}
      hidden
    >
      <span id={`${fieldId(field)}-strength-label`}>{t('members.strength.label')}</span>{' '}
      <meter
        min={0}
        max={3}
        low={1.5}
        high={2.5}
        optimum={3}
        value={0}
        aria-labelledby={`${fieldId(field)}-strength-label`}
      />{' '}
      <strong data-strength-text aria-live="polite" />
    </div>
  );
}

/** A new password: requirements.md §7.3's criteria as its hint, the browser asked to suggest one. */
export function newPasswordField(label: string, hint: string): FieldSpec {
  return { kind: 'text', name: 'password', type: 'password', label, hint, autoComplete: 'new-password' };
}

/** The new password typed again. */
export function confirmPasswordField(label: string): FieldSpec {
  return { kind: 'text', name: 'confirmPassword', type: 'password', label, autoComplete: 'new-password' };
}

/** The fields up to the new password, its strength meter, then its confirmation. */
export function NewPasswordFields({
  fields,
  confirm,
  form,
}: {
  fields: readonly FieldSpec[];
  confirm: readonly FieldSpec[];
  form: SubmittedForm;
}) {
  return (
    <>
      <FieldList fields={fields} form={form} />
      <PasswordStrengthMeter field="password" />
      <FieldList fields={confirm} form={form} />
    </>
  );
}

/** A checkbox that must be ticked (the agreement), the GOV.UK way: its error above it, named by the box. */
export function CheckboxField({
  name,
  label,
  checked,
  problem,
}: {
  name: string;
  label: string;
  checked: boolean;
  problem?: FieldMessage;
}) {
  return (
    <div className={problem ? 'form-field form-field--error' : 'form-field'} data-field={name}>
      <FieldError name={name} problem={problem} />
      <div className="checkbox">
        <input
          className="checkbox__input"
          id={fieldId(name)}
          type="checkbox"
          name={name}
          value="true"
          defaultChecked={checked}
          aria-describedby={`field-${name}-error`}
          {...(problem ? { 'aria-invalid': true } : {})}
        />
        <label className="checkbox__label" htmlFor={fieldId(name)}>
          {label}
        </label>
      </div>
    </div>
  );
}

/** A date (the birthday): the browser's date picker, YYYY-MM-DD as the rules read it; a hint for older browsers. */
export function DateField({
  name,
  label,
  hint,
  value,
  max,
  problem,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  max: string;
  problem?: FieldMessage;
}) {
  return (
    <div className={problem ? 'form-field form-field--error' : 'form-field'} data-field={name}>
      <label className="form-field__label" htmlFor={fieldId(name)}>
        {label}
      </label>
      <p className="form-field__hint" id={`field-${name}-hint`}>
        {hint}
      </p>
      <FieldError name={name} problem={problem} />
      <input
        className="form-field__input form-field__input--date"
        id={fieldId(name)}
        name={name}
        type="date"
        defaultValue={value}
        min="1900-01-01"
        max={max}
        autoComplete="bday"
        aria-describedby={`field-${name}-hint field-${name}-error`}
        {...(problem ? { 'aria-invalid': true } : {})}
      />
    </div>
  );
}
