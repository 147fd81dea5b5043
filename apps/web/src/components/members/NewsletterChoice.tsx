import { useT } from '../text/use-t.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { FieldError } from '../forms/form-fields.tsx';
import { foreignLangAttribute } from '../content/lang-attribute.ts';
import type { Language } from '@probation/i18n';

/**
 * The newsletter types as checkboxes, with "select all" first (requirements.md §7.1). Without JavaScript "select all"
 * is sent as it is and means every type (those added later too); with it, ticking it ticks every box and untying one
 * unticks it.
 */
export function NewsletterChoice({
  types,
  form,
  lang,
}: {
  lang: Language;
  types: readonly { id: string; name: string; description: string | null }[];
  /** The form as sent: its ticked types, and its problem with them. */
  form: SubmittedForm;
}) {
  const t = useT();
  const { values } = form;
  const problem = form.problems.find((candidate) => candidate.field === 'types');
  const chosen = new Set((values.types ?? '').split(' ').filter(Boolean));
  const all = values.all === 'true';
  return (
    <fieldset
      className={problem ? 'form-field form-field--error newsletter-choice' : 'form-field newsletter-choice'}
      data-field="types"
      data-select-all-group
      aria-describedby="field-types-error"
    >
      <legend className="form-field__label">{t('members.enews.typesLegend')}</legend>
      <FieldError name="types" problem={problem} />
      <div className="checkbox checkbox--all">
        <input
          className="checkbox__input"
          id="field-types"
          type="checkbox"
          name="all"
          value="true"
          defaultChecked={all}
          data-select-all
        />
        <label className="checkbox__label" htmlFor="field-types">
          {t('members.enews.selectAll')}
        </label>
      </div>
      {types.map((type) => (
        <div className="checkbox" key={type.id}>
          <input
            className="checkbox__input"
            id={`field-types-${type.id}`}
            type="checkbox"
            name="types"
            value={type.id}
            defaultChecked={all || chosen.has(type.id)}
            aria-describedby={type.description ? `field-types-${type.id}-hint` : undefined}
          />
          <label
            className="checkbox__label"
            htmlFor={`field-types-${type.id}`}
            {...foreignLangAttribute(type.name, lang)}
          >
            {type.name}
          </label>
          {type.description ? (
            <p
              className="form-field__hint checkbox__hint"
              id={`field-types-${type.id}-hint`}
              {...foreignLangAttribute(type.description, lang)}
            >
              {type.description}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
