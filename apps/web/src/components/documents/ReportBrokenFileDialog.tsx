import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import { BROKEN_FILE_MESSAGE_MAX, brokenFileReportProblem } from '../../shared/broken-file-report.ts';
import { fileNameLang } from '../content/FileName.tsx';
import { CloseDialogButton } from '../dialogs/CloseDialogButton.tsx';
import type { DocumentFileData } from './DocumentFileList.tsx';
import { ReportRefusal, type ReportContact } from './ReportRefusal.tsx';

/** The mutation the dialog sends to /graphql (JSON, so Mercurius' CSRF prevention lets it through). */
const REPORT_MUTATION = `mutation ReportBrokenFile($input: BrokenFileReportInput!) {
  reportBrokenFile(input: $input) { success error field message }
}`;

/** The fields of the schema's BrokenFileReportResult the dialog reads. */
interface ReportResult {
  success: boolean;
  error: string | null;
  field: string | null;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; key: string; field: 'fileUrl' | 'message' | null; minutes?: number };

/** Over a rate limit (HTTP 429, GraphQL code RATE_LIMITED): how long to wait, in seconds. */
class RateLimitedError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('rate limited');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface GraphqlAnswer {
  data?: { reportBrokenFile?: ReportResult } | null;
  errors?: { extensions?: { code?: string; retryAfter?: number } }[];
}

async function sendReport(input: {
  documentId: string;
  fileUrl: string;
  message: string | null;
  lang: Language;
}): Promise<ReportResult> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: REPORT_MUTATION, variables: { input } }),
  });
  const body = (await response.json()) as GraphqlAnswer;
  const limited = body.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED');
  if (limited) throw new RateLimitedError(limited.extensions?.retryAfter ?? 60);
  const result = body.data?.reportBrokenFile;
  if (!result) throw new Error(`reportBrokenFile answered ${response.status}`);
  return result;
}

/**
 * "Report a broken file": a modal native <dialog> opened for one file of a document (preselected). Focus moves
 * into it and back to the button that opened it; Escape closes it; the message is optional; the result is
 * announced (role=status on success, role=alert on error) and nothing typed is lost on error.
 */
export function ReportBrokenFileDialog({
  documentId,
  files,
  lang,
  fileUrl,
  onClose,
  contact,
}: {
  documentId: string;
  files: readonly DocumentFileData[];
  lang: Language;
  /** The file to report; the dialog is open while it is set. */
  fileUrl: string | null;
  onClose: () => void;
  /** The site's phone and e-mail, offered when a report cannot be sent. */
  contact: ReportContact | null;
}) {
  const t = useT();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const fileField = useRef<HTMLSelectElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState(fileUrl ?? files[0]?.url ?? '');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (fileUrl && !element.open) {
      setFile(fileUrl);
      setStatus((current) => (current.kind === 'sent' ? { kind: 'idle' } : current));
      element.showModal();
      fileField.current?.focus();
    } else if (!fileUrl && element.open) {
      element.close();
    }
  }, [fileUrl]);

  useEffect(() => {
    if (status.kind === 'sent') closeButton.current?.focus();
    if (status.kind === 'failed' && status.field === 'message') messageField.current?.focus();
    if (status.kind === 'failed' && status.field === 'fileUrl') fileField.current?.focus();
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { documentId, fileUrl: file, message: message.trim() || undefined, lang };
    const problem = brokenFileReportProblem(input);
    if (problem) {
      const field = problem.field === 'message' || problem.field === 'fileUrl' ? problem.field : null;
      setStatus({ kind: 'failed', key: problem.key, field });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const result = await sendReport({ ...input, message: input.message ?? null });
      if (result.success) {
        setMessage('');
        setStatus({ kind: 'sent' });
      } else {
        const field = result.field === 'message' || result.field === 'fileUrl' ? result.field : null;
        setStatus({ kind: 'failed', key: result.error ?? 'documents.report.errors.unavailable', field });
      }
    } catch (error) {
      if (error instanceof RateLimitedError) {
        const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
        setStatus({ kind: 'failed', key: 'documents.report.errors.rateLimited', field: null, minutes });
        return;
      }
      setStatus({ kind: 'failed', key: 'documents.report.errors.unavailable', field: null });
    }
  }

  const titleId = `${ids}-title`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const failed = status.kind === 'failed' ? status : null;
  return (
    <dialog
      ref={dialog}
      className="report-dialog"
      aria-labelledby={titleId}
      aria-describedby={`${ids}-intro`}
      onClose={onClose}
    >
      <h2 id={titleId} className="report-dialog__title">
        {t('documents.report.title')}
      </h2>
      <p id={`${ids}-intro`}>{t('documents.report.intro')}</p>
      {status.kind === 'sent' ? (
        <>
          <p className="report-dialog__sent" role="status">
            {t('documents.report.sent')}
          </p>
          <div className="report-dialog__actions">
            <CloseDialogButton ref={closeButton} dialog={dialog} className="button">
              {t('documents.report.close')}
            </CloseDialogButton>
          </div>
        </>
      ) : (
        <form className="report-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="report-dialog__field">
            <label htmlFor={`${ids}-file`}>{t('documents.report.file')}</label>
            <select
              id={`${ids}-file`}
              ref={fileField}
              value={file}
              onChange={(event) => setFile(event.target.value)}
              aria-invalid={failed?.field === 'fileUrl' || undefined}
              aria-describedby={failed?.field === 'fileUrl' ? errorId : undefined}
            >
              {files.map((option) => (
                <option key={option.url} value={option.url} {...fileNameLang(option.name, lang)}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div className="report-dialog__field">
            <label htmlFor={`${ids}-message`}>{t('documents.report.message')}</label>
            <textarea
              id={`${ids}-message`}
              ref={messageField}
              value={message}
              rows={4}
              maxLength={BROKEN_FILE_MESSAGE_MAX}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={failed?.field === 'message' || undefined}
              aria-describedby={failed?.field === 'message' ? `${errorId} ${hintId}` : hintId}
            />
            <p id={hintId} className="report-dialog__hint">
              {t('documents.report.messageHint', { max: BROKEN_FILE_MESSAGE_MAX })}
            </p>
          </div>
          <p id={errorId} className="report-dialog__error" role="alert">
            {failed ? <ReportRefusal errorKey={failed.key} minutes={failed.minutes} contact={contact} /> : ''}
          </p>
          <div className="report-dialog__actions">
            <button type="submit" className="button" disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? t('documents.report.sending') : t('documents.report.send')}
            </button>
            <CloseDialogButton dialog={dialog} className="button button--secondary">
              {t('documents.report.cancel')}
            </CloseDialogButton>
          </div>
        </form>
      )}
    </dialog>
  );
}
