import { formatDate, formatDateTime } from '@probation/i18n';
import { COMMENT_MAX_LENGTH } from '@probation/forms';
import { useT } from '../../components/text/use-t.ts';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import { FormPage } from '../../components/forms/FormPage.tsx';
import { PostedForm } from '../../components/forms/PostedForm.tsx';
import { FieldError, TextArea } from '../../components/forms/form-fields.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { complaintFormPath, ratingPath, trackFormPath } from '../../shared/routes.ts';
import type { ComplaintStatusContent } from './page.ts';

const STEPS = ['received', 'in-progress', 'closed'] as const;
const SCALE = ['1', '2', '3', '4', '5'] as const;

/**
 * A complaint's status page: where it is (received → in progress → done), the operation results, oldest first,
 * and once it is done the rating (a 1-5 radio group with an optional comment), once.
 */
export function ComplaintStatusPage({ state, content }: PageProps<ComplaintStatusContent>) {
  const t = useT();
  const { lang } = state;
  const { complaint, notice, rating } = content;
  const current = STEPS.indexOf(complaint.status);
  const ratingProblems = rating?.problems ?? [];
  const canRate = complaint.status === 'closed' && complaint.rating === null;
  return (
    <FormPage
      state={state}
      title={t('forms.track.statusTitle')}
      parent={{ label: t('forms.track.title'), href: trackFormPath(lang) }}
      className="complaint-status"
    >
      {notice ? (
        <div
          className={`form-notice form-notice--${notice.tone}`}
          role={notice.tone === 'problem' ? 'alert' : 'status'}
          tabIndex={-1}
          data-status-notice
        >
          {t(notice.key)}
        </div>
      ) : null}
      <dl className="complaint-status__summary">
        <dt>{t('forms.track.reference')}</dt>
        <dd>{complaint.reference}</dd>
        <dt>{t('forms.track.trackingCodeLabel')}</dt>
        <dd>{complaint.tracking_code}</dd>
        <dt>{t('forms.track.complaintType')}</dt>
        <dd {...foreignLangAttribute(complaint.complaint_type, lang)}>{complaint.complaint_type}</dd>
        <dt>{t('forms.track.receivedAt')}</dt>
        <dd>
          <time dateTime={complaint.received_at}>{formatDateTime(complaint.received_at, lang)}</time>
        </dd>
        <dt>{t('forms.track.status')}</dt>
        <dd>
          <strong data-complaint-status={complaint.status}>
            {t(`forms.track.statuses.${complaint.status}`)}
          </strong>
        </dd>
      </dl>
      <ol className="complaint-status__steps" aria-label={t('forms.track.status')}>
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={index <= current ? 'complaint-status__step is-done' : 'complaint-status__step'}
            {...(index === current ? { 'aria-current': 'step' as const } : {})}
          >
            {t(`forms.track.statuses.${step}`)}
          </li>
        ))}
      </ol>
      <h2>{t('forms.track.resultsTitle')}</h2>
      {complaint.results.length === 0 ? (
        <p>{t('forms.track.noResults')}</p>
      ) : (
        <div className="table-scroll">
          <table className="complaint-status__results">
            <thead>
              <tr>
                <th scope="col">{t('forms.track.resultDate')}</th>
                <th scope="col">{t('forms.track.resultType')}</th>
                <th scope="col">{t('forms.track.resultStatus')}</th>
                <th scope="col">{t('forms.track.resultOfficer')}</th>
              </tr>
            </thead>
            <tbody>
              {complaint.results.map((result, index) => (
                <tr key={`${result.recorded_at}-${index}`}>
                  <td>
                    <time dateTime={result.recorded_at}>{formatDate(result.recorded_at, lang)}</time>
                  </td>
                  <td {...foreignLangAttribute(result.type, lang)}>{result.type}</td>
                  <td>{t(`forms.track.statuses.${result.status}`)}</td>
                  <td {...foreignLangAttribute(result.operator_name, lang)}>{result.operator_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {complaint.rating ? (
        <section aria-labelledby="rating-title">
          <h2 id="rating-title">{t('forms.track.ratingTitle')}</h2>
          <p data-given-rating={complaint.rating.rating}>
            {t('forms.track.yourRating', { rating: complaint.rating.rating })}
          </p>
          {complaint.rating.comment ? (
            <>
              <h3>{t('forms.track.yourComment')}</h3>
              <p {...foreignLangAttribute(complaint.rating.comment, lang)}>{complaint.rating.comment}</p>
            </>
          ) : null}
        </section>
      ) : null}
      {canRate ? (
        <section aria-labelledby="rating-title">
          <h2 id="rating-title">{t('forms.track.ratingTitle')}</h2>
          <PostedForm
            state={state}
            form={{ problems: ratingProblems, formError: null }}
            labels={{ rating: t('forms.track.ratingLegend'), comment: t('forms.track.ratingComment') }}
            action={ratingPath(lang)}
            submit={t('forms.track.ratingSubmit')}
            script="rating"
            nativeSubmit
          >
            <input type="hidden" name="credentials" value={content.credentials} />
            <fieldset
              className={
                ratingProblems.some((p) => p.field === 'rating')
                  ? 'form-field rating-scale form-field--error'
                  : 'form-field rating-scale'
              }
              data-field="rating"
              aria-describedby="field-rating-error"
            >
              <legend className="form-field__label">{t('forms.track.ratingLegend')}</legend>
              <FieldError name="rating" problem={ratingProblems.find((p) => p.field === 'rating')} />
              {SCALE.map((value) => (
                <div className="rating-scale__choice" key={value}>
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    id={value === '1' ? 'field-rating' : `field-rating-${value}`}
                  />
                  <label htmlFor={value === '1' ? 'field-rating' : `field-rating-${value}`}>
                    {t(`forms.track.ratingScale.${value}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <TextArea
              name="comment"
              label={t('forms.track.ratingComment')}
              hint={t('forms.track.ratingCommentHint', { max: COMMENT_MAX_LENGTH })}
              value={rating?.values.comment}
              problem={ratingProblems.find((p) => p.field === 'comment')}
              maxLength={COMMENT_MAX_LENGTH}
              rows={4}
            />
          </PostedForm>
        </section>
      ) : complaint.status !== 'closed' ? (
        <p>{t('forms.track.notClosedYet')}</p>
      ) : null}
      <p>
        <a href={trackFormPath(lang)}>{t('forms.track.trackAnother')}</a>
      </p>
      <p>
        <a href={complaintFormPath(lang)}>{t('forms.track.makeComplaint')}</a>
      </p>
    </FormPage>
  );
}
