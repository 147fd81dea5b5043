import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_MEGABYTES,
  checkMemberForm,
  complaintPasswordSchema,
  complaintSchema,
  contactSchema,
  FORM_MESSAGES,
  hasAllowedExtension,
  memberLoginSchema,
  memberPasswordChangeSchema,
  memberPasswordResetSchema,
  memberProfileSchema,
  memberSignupSchema,
  newsletterGuestSchema,
  newTrackingPasswordSchema,
  ratingSchema,
  tipOffSchema,
  trackingSchema,
  type FormMessageKey,
} from '@probation/forms';
import * as z from 'zod/mini';
import { enablePrintButtons } from '../behaviours/print-button.ts';
import { solveProofOfWork, type ProofOfWorkChallenge } from './proof-of-work.ts';
import { enablePasswordStrength } from './password-strength.ts';
import {
  MEMBER_PICTURE_EXTENSIONS,
  MEMBER_PICTURE_MAX_BYTES,
  MEMBER_PICTURE_MAX_MEGABYTES,
} from '../../shared/member-picture.ts';

/**
 * The script of a public form. The form works without it (a multipart POST to its own URL); with it:
 * - the captcha's proof of work is solved in the background, so the visitor need not answer the question;
 * - the same rules as the server's (`@probation/forms`) are checked before sending, and their messages shown by
 *   the fields and in the error summary, which takes focus (GOV.UK pattern);
 * - the form is sent with its file and the progress is announced; the server answers JSON: the confirmation's
 *   address, or problems in the same shape, or a problem with the whole form (nothing typed is lost); or, for a
 *   form whose answer is a page of its own (a tip-off's confirmation: never in a URL), that page, which replaces
 *   this one;
 * - a form marked `data-submit="native"` (tracking, rating, a new tracking password: no files) is checked first,
 *   then posted by the browser.
 */
const SCHEMAS = {
  contact: [contactSchema],
  complaint: [complaintSchema, complaintPasswordSchema],
  'tip-off': [tipOffSchema],
  track: [trackingSchema],
  rating: [ratingSchema],
  trackNewPassword: [newTrackingPasswordSchema],
  // The members' forms: their captcha is checked below as every form's (its message: the form's
  // data-captcha-message).
  memberLogin: [z.omit(memberLoginSchema, { captcha: true })],
  memberRegister: [z.omit(memberSignupSchema, { captcha: true })],
  memberForgotPassword: [newsletterGuestSchema],
  memberResetPassword: [memberPasswordResetSchema],
  memberProfile: [memberProfileSchema],
  memberChangePassword: [memberPasswordChangeSchema],
  memberEnews: [newsletterGuestSchema],
} as const;
type Schemas = (typeof SCHEMAS)[keyof typeof SCHEMAS];

interface FieldProblem {
  field: string;
  message: string;
  values?: Record<string, string | number>;
}

interface ServerAnswer {
  ok: boolean;
  location?: string;
  problems?: FieldProblem[];
  formError?: { key: string; values?: Record<string, string | number> } | null;
  idempotencyKey?: string;
  captcha?: { proofOfWork: ProofOfWorkChallenge; question: { text: string; token: string } };
}

export function enhancePublicForm(form: HTMLFormElement): void {
  const schema = SCHEMAS[form.dataset.publicForm as keyof typeof SCHEMAS];
  if (!schema || form.dataset.enhanced === 'true') return;
  form.dataset.enhanced = 'true';
  const texts = readTexts(form);
  const summary = document.querySelector<HTMLElement>('[data-error-summary]');
  const progress = form.querySelector<HTMLElement>('[data-form-progress]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const say = (key: string, values: Record<string, string | number> = {}) =>
    (texts[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );

  if (summary && !summary.hidden) summary.focus();
  enablePasswordStrength(form);
  // The proof of work starts when the visitor starts on the form (it is done long before they have typed it), so
  // a visitor who only reads the page spends nothing on it, and loading the page never competes with it.
  form.addEventListener('focusin', () => void startProofOfWork(form), { once: true });

  form.addEventListener('submit', (event) => {
    const problems = checkInBrowser(form, schema);
    showProblems(problems, null);
    if (problems.length > 0 || form.dataset.submit !== 'native') event.preventDefault();
    if (problems.length === 0 && form.dataset.submit !== 'native') send();
  });

  function send(): void {
    const request = new XMLHttpRequest();
    request.open('POST', form.action);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && progress)
        progress.textContent = say('forms.common.sending', {
          percent: Math.round((100 * event.loaded) / event.total),
        });
    });
    request.addEventListener('load', () => {
      const type = request.getResponseHeader('content-type') ?? '';
      if (request.status === 200 && type.startsWith('text/html')) {
        showPage(request.responseText);
        return;
      }
      const answer = parseAnswer(request.responseText);
      if (answer?.ok && answer.location) {
        window.location.assign(answer.location);
        return;
      }
      finish();
      if (answer?.captcha) renewCaptcha(form, answer.captcha);
      // No JSON at all (a proxy's error page): the form could not be sent, say so; else what the server said.
      showProblems(
        answer?.problems ?? [],
        answer ? (answer.formError ?? null) : { key: 'forms.common.unavailable' },
      );
    });
    request.addEventListener('error', () => {
      finish();
      showProblems([], { key: 'forms.common.unavailable' });
    });
    if (button) button.disabled = true;
    request.send(new FormData(form));
  }

  function finish(): void {
    if (button) button.disabled = false;
    if (progress) progress.textContent = '';
  }

  function showProblems(problems: FieldProblem[], formError: ServerAnswer['formError']): void {
    for (const frame of form.querySelectorAll<HTMLElement>('[data-field]')) {
      const name = frame.dataset.field!;
      const problem = problems.find((candidate) => candidate.field === name);
      frame.classList.toggle('form-field--error', problem !== undefined);
      const error = frame.querySelector<HTMLElement>(`[data-field-error="${name}"]`);
      if (error)
        error.textContent = problem
          ? say('forms.common.errorPrefix') + say(problem.message, problem.values)
          : '';
      const control = form.querySelector<HTMLElement>(`#field-${name}`);
      if (problem) control?.setAttribute('aria-invalid', 'true');
      else control?.removeAttribute('aria-invalid');
    }
    if (!summary) return;
    const list = summary.querySelector<HTMLElement>('.error-summary__list');
    const whole =
      summary.querySelector<HTMLElement>('.error-summary__form-error') ?? addFormErrorLine(summary);
    whole.textContent = formError ? say(formError.key, formError.values) : '';
    whole.hidden = !formError;
    list?.replaceChildren(
      ...problems.map((problem) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `#field-${problem.field}`;
        const label = document.createElement('span');
        label.className = 'visually-hidden';
        label.textContent = `${labelOf(form, problem.field)}: `;
        link.append(label, say(problem.message, problem.values));
        item.append(link);
        return item;
      }),
    );
    summary.hidden = problems.length === 0 && !formError;
    if (!summary.hidden) summary.focus();
  }
}

/** The rules of the form's schemas, the files' types and sizes, and the captcha, as the server will check them. */
function checkInBrowser(form: HTMLFormElement, schemas: Schemas): FieldProblem[] {
  const data = new FormData(form);
  const fields = Object.fromEntries([...data.entries()].filter(([, value]) => typeof value === 'string'));
  const problems: FieldProblem[] = [];
  for (const schema of schemas) {
    // checkMemberForm: checkForm, and "password does not match" where the form has a confirmation field.
    const checked = checkMemberForm(schema, fields);
    if (!checked.ok)
      problems.push(...checked.problems.map(({ field, message }) => withLimit(form, field, message)));
  }
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    const problem = fileProblem(input);
    if (problem) problems.push({ field: input.name, ...problem });
  }
  if (
    form.querySelector('input[name="altcha"]') &&
    !data.get('altcha') &&
    !String(data.get('captcha_answer') ?? '').trim()
  )
    problems.push({
      field: 'captcha',
      message:
        form.dataset.captchaMessage === FORM_MESSAGES.verifyNotRobot
          ? FORM_MESSAGES.verifyNotRobot
          : FORM_MESSAGES.verifyIdentity,
    });
  const order = [...form.querySelectorAll<HTMLElement>('[data-field]')].map((frame) => frame.dataset.field);
  return problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** The first problem with a file input's chosen files: their type, one's size, how many, their size together. */
function fileProblem(input: HTMLInputElement): Omit<FieldProblem, 'field'> | null {
  const files = [...(input.files ?? [])].filter((file) => file.name !== '');
  if (input.form?.dataset.publicForm === 'memberProfile') return pictureProblem(files);
  const maxFiles = Number(input.dataset.maxFiles ?? 1);
  const maxTotal = Number(input.dataset.maxTotalBytes ?? ATTACHMENT_MAX_BYTES);
  if (files.some((file) => !hasAllowedExtension(file.name))) return { message: FORM_MESSAGES.fileFormat };
  if (files.some((file) => file.size > ATTACHMENT_MAX_BYTES))
    return { message: FORM_MESSAGES.fileTooLarge, values: { megabytes: ATTACHMENT_MAX_MEGABYTES } };
  if (files.length > maxFiles) return { message: FORM_MESSAGES.tooManyFiles, values: { max: maxFiles } };
  if (files.reduce((sum, file) => sum + file.size, 0) > maxTotal)
    return { message: FORM_MESSAGES.filesTooLarge, values: { megabytes: maxTotal / 2 ** 20 } };
  return null;
}

/**
 * The profile picture (requirements.md §7.1): a JPG, PNG or GIF of at most 2 MB (dept-api checks its content again).
 */
function pictureProblem(files: File[]): Omit<FieldProblem, 'field'> | null {
  const file = files[0];
  if (!file) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(MEMBER_PICTURE_EXTENSIONS as readonly string[]).includes(extension))
    return { message: FORM_MESSAGES.pictureFormat };
  if (file.size > MEMBER_PICTURE_MAX_BYTES)
    return { message: FORM_MESSAGES.pictureTooLarge, values: { megabytes: MEMBER_PICTURE_MAX_MEGABYTES } };
  return null;
}

function parseAnswer(text: string): ServerAnswer | null {
  try {
    return JSON.parse(text) as ServerAnswer;
  } catch {
    return null;
  }
}

/**
 * A form whose answer is a page of its own (a tip-off's confirmation): that page replaces this one, at this
 * address, as it would without JavaScript; its title takes focus and its print button works.
 */
function showPage(html: string): void {
  document.open();
  document.write(html);
  document.close();
  enablePrintButtons(document);
  document.querySelector<HTMLElement>('[data-confirmation-title]')?.focus();
}

function withLimit(form: HTMLFormElement, field: string, message: FormMessageKey): FieldProblem {
  if (message !== FORM_MESSAGES.tooLong) return { field, message };
  const max = Number(form.querySelector(`#field-${field}`)?.getAttribute('maxlength') ?? 0);
  return { field, message, values: { max } };
}

async function startProofOfWork(form: HTMLFormElement): Promise<void> {
  const field = form.querySelector<HTMLInputElement>('input[name="altcha"]');
  if (!field?.dataset.altcha) return;
  const solution = await solveProofOfWork(JSON.parse(field.dataset.altcha) as ProofOfWorkChallenge).catch(
    () => null,
  );
  if (!solution) return; // the question stays: the visitor answers it
  field.value = solution;
  const body = form.querySelector<HTMLElement>('[data-captcha-body]');
  if (body) body.dataset.solved = 'true';
}

/** A captcha is accepted once: after the server refused a form, the new challenge it sent replaces the old. */
function renewCaptcha(form: HTMLFormElement, captcha: NonNullable<ServerAnswer['captcha']>): void {
  const field = form.querySelector<HTMLInputElement>('input[name="altcha"]');
  const token = form.querySelector<HTMLInputElement>('input[name="captcha_token"]');
  const answer = form.querySelector<HTMLInputElement>('input[name="captcha_answer"]');
  const label = form.querySelector('[data-captcha-question] label');
  if (!field || !token) return;
  field.value = '';
  field.dataset.altcha = JSON.stringify(captcha.proofOfWork);
  token.value = captcha.question.token;
  if (answer) answer.value = '';
  if (label) label.textContent = captcha.question.text;
  const body = form.querySelector<HTMLElement>('[data-captcha-body]');
  if (body) body.dataset.solved = 'false';
  void startProofOfWork(form);
}

function readTexts(form: HTMLFormElement): Record<string, string> {
  try {
    return JSON.parse(form.querySelector('[data-form-messages]')?.textContent ?? '{}') as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

function labelOf(form: HTMLFormElement, field: string): string {
  const frame = form.querySelector(`[data-field="${field}"]`);
  return (frame?.querySelector('label, legend')?.textContent ?? field).trim();
}

function addFormErrorLine(summary: HTMLElement): HTMLElement {
  const line = document.createElement('p');
  line.className = 'error-summary__form-error';
  summary.querySelector('.error-summary__title')?.after(line);
  return line;
}
