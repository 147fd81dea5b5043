import { useT } from '../text/use-t.ts';
import type { CaptchaChallenge, FieldMessage } from '../../shared/submitted-form.ts';
import { FieldError, fieldId } from './form-fields.tsx';

/**
 * "Check that you are a person" (decision 0150): a sum in words for anyone, answered in digits; with JavaScript
 * the form's script solves the proof of work in the background and, when it has, shows that no answer is needed
 * in place of the question: both share one grid cell and only their visibility changes, so nothing moves.
 */
export function CaptchaField({
  challenge,
  problem,
}: {
  challenge: CaptchaChallenge;
  problem?: FieldMessage;
}) {
  const t = useT();
  return (
    <fieldset
      className={problem ? 'form-field captcha form-field--error' : 'form-field captcha'}
      data-field="captcha"
      aria-describedby="field-captcha-error"
    >
      <legend className="form-field__label">{t('forms.common.captchaLegend')}</legend>
      <FieldError name="captcha" problem={problem} />
      <input type="hidden" name="altcha" value="" data-altcha={JSON.stringify(challenge.proofOfWork)} />
      <input type="hidden" name="captcha_token" value={challenge.question.token} />
      <div className="captcha__body" data-captcha-body>
        <div data-captcha-question>
          <label className="captcha__question" htmlFor={fieldId('captcha')}>
            {challenge.question.text}
          </label>
          <p className="form-field__hint" id="field-captcha-hint">
            {t('forms.common.captchaHint')}
          </p>
          <input
            className="form-field__input captcha__answer"
            id={fieldId('captcha')}
            name="captcha_answer"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            aria-describedby="field-captcha-hint field-captcha-error"
            {...(problem ? { 'aria-invalid': true } : {})}
          />
        </div>
        <p className="captcha__solved" data-captcha-solved role="status">
          {t('forms.common.captchaSolved')}
        </p>
      </div>
    </fieldset>
  );
}
