import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { memberPath } from '../../shared/routes.ts';
import { multipartLimits, type FileRules } from '../forms/multipart-form.ts';
import { withPostedForm, type PostedFormRules } from '../forms/posted-form.ts';
import type { PipelineDeps } from '../render/page-pipeline.ts';
import type { MemberFormHandler } from './member-form-answer.ts';
import { logIn, logOut } from './member-login.ts';
import { chooseNewsletters, followEnewsLink, subscribeGuest } from './member-newsletters.ts';
import { changePassword } from './member-password-change.ts';
import { forgotPassword, resetPassword } from './member-password-reset.ts';
import { editProfile, PICTURE_RULES, sendPicture } from './member-profile.ts';
import { register, verify } from './member-registration.ts';

/** The members area's multipart forms: the page each posts to, what answers it, and the files it takes. */
const MEMBER_FORMS: readonly { page: string; handle: MemberFormHandler; files: FileRules | null }[] = [
  { page: 'login', handle: (post) => logIn(post, 'memberLogin'), files: null },
  { page: 'login-old', handle: (post) => logIn(post, 'memberLoginOld'), files: null },
  { page: 'register', handle: register, files: null },
  { page: 'verify', handle: verify, files: null },
  { page: 'forgot-password', handle: forgotPassword, files: null },
  { page: 'reset-password', handle: resetPassword, files: null },
  { page: 'change-password', handle: changePassword, files: null },
  { page: 'profile/edit', handle: editProfile, files: PICTURE_RULES },
  { page: 'e-news', handle: subscribeGuest, files: null },
  { page: 'e-news/edit', handle: chooseNewsletters, files: null },
];

/**
 * The members area's routes (decision 0181). Its forms are each a multipart form posted to its own page, the same
 * request with or without JavaScript, read with the public forms' reader and limits, counted against the strict rate
 * limit, answered by a redirect (303, so a reload never posts again) or by its page again with what to put right.
 */
export async function registerMemberRoutes(app: FastifyInstance, deps: PipelineDeps): Promise<void> {
  // The profile form takes a picture: its own multipart limits.
  for (const files of [null, PICTURE_RULES]) {
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: multipartLimits(files), throwFileSizeLimit: false });
      for (const { page, handle } of MEMBER_FORMS.filter((form) => form.files === files)) {
        const rules: PostedFormRules = {
          path: (lang) => memberPath(lang, page),
          files,
          refusedWhileReading: 'members form refused while reading',
        };
        scope.post(`/:lang/members/${page}`, { config: { strictRateLimit: true } }, (request, reply) =>
          withPostedForm(request, reply, rules, (lang, form) => handle({ deps, request, reply, lang, form })),
        );
      }
    });
  }
  app.get('/:lang/members/profile/picture', (request, reply) => sendPicture(request, reply));
  // The header's logout and the mails' links: plain urlencoded form POSTs.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post('/:lang/members/logout', { config: { strictRateLimit: true } }, (request, reply) =>
      logOut(request, reply),
    );
    // A mail's links (and a mail client's one-click `List-Unsubscribe=One-Click`, RFC 8058) carry their token in
    // the query: it is their authority, not a cookie, so a mail client may post them from anywhere.
    for (const kind of ['confirm', 'unsubscribe'] as const) {
      const config = { strictRateLimit: true, anyOrigin: true };
      scope.post(`/:lang/members/e-news/${kind}`, { config }, (request, reply) =>
        followEnewsLink(deps, request, reply, kind),
      );
    }
  });
}
