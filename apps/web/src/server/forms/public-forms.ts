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
} from '@probation/forms';
import type { components } from '@probation/contract';
import { complaintFormPath, contactFormPath, contactSentPath } from '../../shared/routes.ts';
import { respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { redirectToConfirmation, registerFormRoute, type FormDescription } from './form-route.ts';
import type { ComplaintSentContent } from '../../pages/complaint-sent/page.ts';

type ComplaintReceipt = components['schemas']['ComplaintReceipt'];

/** The contact form (SPEC §3): one file; sent, it leads to its confirmation page with the reference. */
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
 * The complaint form (SPEC §3; decisions 0146, 0147, 0152): up to five files, an optional own password. Sent, the
 * answer IS the confirmation (200, no-store): its tracking code and password are shown this once and never travel
 * in a URL or sit in a store; a retry of the same form (same idempotency key) gets the receipt without the
 * password, and the page says so.
 */
export const complaintForm: FormDescription = {
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
  sent: ({ deps, request, reply, lang, receipt, values }) => {
    const { reference, tracking_code, password, password_shown } = receipt as ComplaintReceipt;
    const answer: ComplaintSentContent = {
      reference,
      trackingCode: tracking_code,
      password: password_shown && password ? password : null,
      ownPassword: !password_shown && Boolean(values.password),
    };
    return respondWithPage(deps, request, reply, {
      route: 'complaintSent',
      lang,
      path: complaintFormPath(lang),
      answer,
    });
  },
};

/** Every public form's POST route. */
export async function registerPublicForms(app: FastifyInstance, deps: PipelineDeps): Promise<void> {
  await registerFormRoute(app, deps, contactForm);
  await registerFormRoute(app, deps, complaintForm);
}
