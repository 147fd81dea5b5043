import { markValue } from '../text/mark-value.tsx';
import { useT } from '../text/use-t.ts';
import { PhoneLink } from '../layout/PhoneLink.tsx';

/** The site's contact (its footer's phone and e-mail), offered when a report cannot be sent. */
export interface ReportContact {
  phone: string;
  email: string;
}

/** Refusals after which the visitor cannot report now: the message offers the site's contact instead. */
const OFFER_CONTACT = new Set([
  'documents.report.errors.tooMany',
  'documents.report.errors.rateLimited',
  'documents.report.errors.unavailable',
]);

/**
 * Why the report was not sent, and what the visitor can do next: when to try again, and, when the
 * report cannot be sent now, the site's phone and e-mail as links (decision 0248).
 */
export function ReportRefusal({
  errorKey,
  minutes,
  contact,
}: {
  errorKey: string;
  /** When the visitor may try again (a rate limit). */
  minutes?: number;
  contact: ReportContact | null;
}) {
  const t = useT();
  const message = minutes === undefined ? t(errorKey) : t(errorKey, { count: minutes });
  if (!contact || !OFFER_CONTACT.has(errorKey)) return <>{message}</>;
  const { phone, email } = contact;
  const offer = t('documents.report.errors.contact', { phone, email });
  return (
    <>
      {message}{' '}
      {markValue(
        offer,
        phone,
        (number) => (
          <PhoneLink number={number} />
        ),
        (text) => markValue(text, email, (address) => <a href={`mailto:${address}`}>{address}</a>),
      )}
    </>
  );
}
