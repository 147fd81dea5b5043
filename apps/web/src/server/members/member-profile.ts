import type { FastifyReply, FastifyRequest } from 'fastify';
import { openAsBlob } from 'node:fs';
import { FormData } from 'undici';
import { checkForm, FORM_MESSAGES, memberProfileSchema } from '@probation/forms';
import { isLanguage } from '@probation/i18n';
import {
  MEMBER_PICTURE_MAX_BYTES,
  MEMBER_PICTURE_MAX_MEGABYTES,
  MEMBER_PICTURE_TYPES,
} from '../../shared/member-picture.ts';
import { memberPath } from '../../shared/routes.ts';
import type { FieldMessage } from '../../shared/submitted-form.ts';
import type { FileRules, MultipartForm } from '../forms/multipart-form.ts';
import { refusedMemberCall, UNAVAILABLE } from './member-dept-api-answer.ts';
import { carriesMemberFormToken } from './member-form-token.ts';
import {
  formPageAgain,
  ruleProblems,
  seeOther,
  text,
  toLogin,
  TOKEN_REFUSED,
  type MemberPost,
} from './member-form-answer.ts';
import { memberSessionOf, type MemberSession } from './member-session.ts';

/** The profile form's one file: the picture, at most 2 MB (a larger one is cut while read and refused). */
export const PICTURE_RULES: FileRules = {
  field: 'picture',
  maxFiles: 1,
  maxTotalBytes: MEMBER_PICTURE_MAX_BYTES,
};

/** The picture's problem, in the picture's own words (requirements.md §7.1: JPG, PNG or GIF, up to 2 MB). */
function pictureProblem(form: MultipartForm): FieldMessage | null {
  const tooLarge = {
    field: 'picture',
    message: FORM_MESSAGES.pictureTooLarge,
    values: { megabytes: MEMBER_PICTURE_MAX_MEGABYTES },
  };
  if (form.fileProblem) {
    const { message } = form.fileProblem;
    return message === FORM_MESSAGES.fileTooLarge || message === FORM_MESSAGES.filesTooLarge
      ? tooLarge
      : { field: 'picture', message: FORM_MESSAGES.pictureFormat };
  }
  if (form.file && !(MEMBER_PICTURE_TYPES as readonly string[]).includes(form.file.type)) {
    return { field: 'picture', message: FORM_MESSAGES.pictureFormat };
  }
  return null;
}

/**
 * Edit the profile (requirements.md §9.1 call 4, then the picture): the rules of `memberProfileSchema`, the picture's
 * type by its first bytes and its size, then dept-api with the member's token. Saved: 303 to the profile, which says
 * so.
 */
export async function editProfile(post: MemberPost): Promise<FastifyReply> {
  const { request, reply, lang, form } = post;
  const session = await memberSessionOf(request, reply);
  if (!session) return toLogin(reply, lang, 'profile/edit');
  const values = Object.fromEntries(
    ['firstName', 'lastName', 'phone', 'birthday', 'gender'].map((field) => [field, text(form, field)]),
  );
  const again = formPageAgain(post, 'memberProfileEdit', 'profile/edit', values);
  if (!carriesMemberFormToken(request, session.token, form.fields)) return again([], TOKEN_REFUSED, 403);
  const checked = checkForm(memberProfileSchema, form.fields);
  const problems = checked.ok ? [] : ruleProblems(checked.problems);
  const picture = pictureProblem(form);
  if (picture) problems.push(picture);
  if (!checked.ok || picture) return again(problems, null, 422);

  const { id } = session.profile;
  const input = checked.value;
  const auth = { siteId: session.siteId, memberToken: session.token };
  try {
    const answer = await request.server.deptApi.member(
      'memberUpdateProfile',
      {
        path: { id },
        body: {
          id,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone,
          birthday: input.birthday,
          gender: input.gender,
          lang,
        },
      },
      auth,
    );
    const refused = await refusedMemberCall(answer, post, 'profile/edit', again);
    if (refused) return refused;
    if (form.file) {
      const upload = new FormData();
      upload.append('picture', await openAsBlob(form.file.path, { type: form.file.mime }), form.file.name);
      const uploaded = await request.server.deptApi.member(
        'memberUploadPicture',
        { path: { id }, form: upload },
        auth,
      );
      const pictureRefused = await refusedMemberCall(uploaded, post, 'profile/edit', again);
      if (pictureRefused) return pictureRefused;
    }
  } catch (error) {
    request.log.warn({ err: error }, 'member profile: dept-api could not be reached');
    return again([], UNAVAILABLE, 503);
  }
  return seeOther(reply, `${memberPath(lang, 'profile')}?saved=1`);
}

/** The member's own picture, from dept-api with their token; nobody else's, and never kept by any cache. */
export async function sendPicture(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { lang } = request.params as { lang: string };
  const session: MemberSession | null = isLanguage(lang) ? await memberSessionOf(request, reply) : null;
  const notFound = () =>
    reply
      .code(404)
      .header('cache-control', 'private, no-store')
      .send({ statusCode: 404, error: 'Not Found', message: 'No picture' });
  if (!session?.profile.profile_image) return notFound();
  try {
    const picture = await request.server.deptApi.memberFile(
      'memberPicture',
      { path: { id: session.profile.id } },
      { siteId: session.siteId, memberToken: session.token },
    );
    if (!picture) return notFound();
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type(picture.contentType === 'image/png' ? 'image/png' : 'image/jpeg')
      .send(picture.body);
  } catch (error) {
    request.log.warn({ err: error }, 'member picture: dept-api could not be reached');
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({ statusCode: 503, error: 'Service Unavailable', message: 'Try again later' });
  }
}
