import type { FastifyInstance } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  COMPLAINT_FILES_MAX_BYTES,
  COMPLAINT_MAX_FILES,
  COMPLAINT_WIRE_FIELDS,
  complaintPasswordSchema,
  complaintSchema,
  CONTACT_WIRE_FIELDS,
  contactSchema,
  TIP_OFF_WIRE_FIELDS,
  tipOffSchema,
} from '@probation/forms';
import type { components } from '@probation/contract';
import {
  complaintFormPath,
  complaintSentPath,
  contactFormPath,
  contactSentPath,
  tipOffFormPath,
} from '../../shared/routes.ts';
import { respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { resolveSite } from '../site/resolve-site.ts';
import {
  createComplaintReceipts,
  registerComplaintConfirmation,
  type ComplaintReceipts,
} from './complaint-confirmation.ts';
import { redirectToConfirmation, registerFormRoute, type FormDescription } from './form-route.ts';
import type { TipOffSentContent } from '../../pages/tip-off-sent/page.ts';

type ComplaintReceipt = components['schemas']['ComplaintReceipt'];
type FormReceipt = components['schemas']['FormReceipt'];

/** The contact form (requirements.md §6.1): one file; sent, it leads to its confirmation page with the reference. */
export const contactForm: FormDescription = {
  name: 'contact form',
  route: 'contactForm',
  path: contactFormPath,
  fields: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'category',
    'subject',
    'message',
    'attachment',
    'captcha',
  ],
  schemas: [contactSchema],
  wireFields: CONTACT_WIRE_FIELDS,
  files: { field: 'attachment', maxFiles: 1, maxTotalBytes: ATTACHMENT_MAX_BYTES },
  operation: 'submitContactForm',
  sent: ({ request, reply, lang, receipt }) =>
    redirectToConfirmation(
      request,
      reply,
      contactSentPath(lang, (receipt as { reference: string }).reference),
    ),
};

/**
 * The complaint form (requirements.md §6.2; decisions 0146, 0147, 0152, 0611): up to five files, an optional own
 * password. Sent, its receipt (with the password generated, shown only there) goes into a sealed cookie of this
 * browser and the answer leads to the confirmation page that shows it (303, or its address for the script): a reload
 * shows it again and the password never travels in a URL or sits in a store. A retry of the same form (same
 * idempotency key) gets the receipt without the password, which never replaces the first one's cookie.
 */
export function complaintForm(receipts: ComplaintReceipts): FormDescription {
  return {
    name: 'complaint form',
    route: 'complaintForm',
    path: complaintFormPath,
    fields: [
      'firstName',
      'lastName',
      'phone',
      'email',
      'extraPhone',
      'complaintType',
      'detail',
      'attachments',
      'password',
      'captcha',
    ],
    schemas: [complaintSchema, complaintPasswordSchema],
    wireFields: COMPLAINT_WIRE_FIELDS,
    notShownAgain: ['password'],
    files: { field: 'attachments', maxFiles: COMPLAINT_MAX_FILES, maxTotalBytes: COMPLAINT_FILES_MAX_BYTES },
    operation: 'submitComplaintForm',
    sent: async ({ request, reply, lang, receipt, values }) => {
      const { reference, tracking_code, password, password_shown } = receipt as ComplaintReceipt;
      receipts.remember(request, reply, (await resolveSite(request)).id, {
        reference,
        trackingCode: tracking_code,
        password: password_shown && password ? password : null,
        ownPassword: !password_shown && Boolean(values.password),
      });
      return redirectToConfirmation(request, reply, complaintSentPath(lang));
    },
  };
}

/**
 * The election-misconduct tip-off form (decisions 0156-0158): anonymous allowed (every personal field optional,
 * an empty one not sent), up to five files. Sent, the answer IS the confirmation (200, no-store), as the
 * complaint's: a redirect would put the reference in the address, and a shared device's history would show that
 * a tip-off was sent. A retry of the same form (same idempotency key) gets the same receipt, so the same page.
 */
export const tipOffForm: FormDescription = {
  name: 'tip-off form',
  route: 'tipOffForm',
  path: tipOffFormPath,
  fields: ['topic', 'subject', 'detail', 'attachments', 'firstName', 'lastName', 'email', 'phone', 'captcha'],
  schemas: [tipOffSchema],
  wireFields: TIP_OFF_WIRE_FIELDS,
  files: { field: 'attachments', maxFiles: COMPLAINT_MAX_FILES, maxTotalBytes: COMPLAINT_FILES_MAX_BYTES },
  operation: 'submitTipOffForm',
  sent: ({ deps, request, reply, lang, receipt, values }) => {
    const answer: TipOffSentContent = {
      reference: (receipt as FormReceipt).reference,
      emailGiven: Boolean(values.email),
    };
    return respondWithPage(deps, request, reply, {
      route: 'tipOffSent',
      lang,
      path: tipOffFormPath(lang),
      answer,
    });
  },
};

/** Every public form's POST route, and the complaint's confirmation page. */
export async function registerPublicForms(app: FastifyInstance, deps: PipelineDeps): Promise<void> {
  await registerFormRoute(app, deps, contactForm);
  const receipts = createComplaintReceipts(app.config.captcha.secret);
  await registerFormRoute(app, deps, complaintForm(receipts));
  registerComplaintConfirmation(app, deps, receipts);
  await registerFormRoute(app, deps, tipOffForm);
}
