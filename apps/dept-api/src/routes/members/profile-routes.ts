/** The logged-in member's profile (the member token): read, changed, and its picture read and replaced. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MEMBER_PICTURE_MAX_BYTES } from '@probation/contract';
import type { JsonBody, PathParams } from '../../http/operation-types.ts';
import { memberFailure } from '../../members/member-failure.ts';
import { preparePicture, type PictureStore } from '../../members/member-picture.ts';
import { profileOf, updateProfile } from '../../members/member-profile.ts';
import { requireOwnId } from '../../members/member-sessions.ts';
import { memberSession, type MemberScope } from './member-guards.ts';

export async function registerProfileRoutes(
  scope: FastifyInstance,
  { context, members, memberRoute }: MemberScope,
  pictures: PictureStore,
): Promise<void> {
  scope.route<{ Body: JsonBody<'memberProfileByEmail'> }>({
    ...memberRoute('memberProfileByEmail', 'member'),
    handler: async (request) => {
      const holder = memberSession(request);
      if (request.body.email.trim().toLowerCase() !== holder.member.emailKey) {
        throw memberFailure(403, 'email_mismatch', 'The e-mail address is not the logged-in member’s');
      }
      return { success: true, data: profileOf(holder.member) };
    },
  });

  scope.route({
    ...memberRoute('memberProfile', 'member'),
    handler: async (request) => ({ success: true, data: profileOf(memberSession(request).member) }),
  });

  scope.route<{ Params: PathParams<'memberUpdateProfile'>; Body: JsonBody<'memberUpdateProfile'> }>({
    ...memberRoute('memberUpdateProfile', 'member'),
    handler: async (request) => {
      requireOwnId(memberSession(request), request.params.id, request.body.id);
      const row = await updateProfile(members, memberSession(request), request.body);
      return { success: true, data: profileOf(row) };
    },
  });

  scope.route<{ Params: PathParams<'memberPicture'> }>({
    ...memberRoute('memberPicture', 'member'),
    handler: async (request, reply) => {
      requireOwnId(memberSession(request), request.params.id);
      const picture = await pictures.read(memberSession(request).member);
      if (!picture) throw memberFailure(404, 'not_found', 'The member has no profile picture');
      return reply
        .header('content-type', picture.contentType)
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    },
  });

  await scope.register(async (upload) => {
    await upload.register(multipart, {
      limits: {
        fileSize: MEMBER_PICTURE_MAX_BYTES,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1024,
        headerPairs: 20,
      },
      throwFileSizeLimit: false,
    });
    upload.route<{ Params: PathParams<'memberUploadPicture'> }>({
      ...memberRoute('memberUploadPicture', 'member'),
      handler: async (request) => {
        requireOwnId(memberSession(request), request.params.id);
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > MEMBER_PICTURE_MAX_BYTES + 64 * 1024) {
          throw memberFailure(413, 'payload_too_large', 'The picture is over 2 MiB');
        }
        if (!request.isMultipart()) {
          throw memberFailure(415, 'unsupported_media_type', 'The picture is sent as multipart/form-data');
        }
        const file = await request.file();
        if (!file || file.fieldname !== 'picture') {
          throw memberFailure(422, 'invalid_input', 'No picture was sent', {
            problems: [{ field: 'picture', message: 'forms.errors.pictureFormat' }],
          });
        }
        const data = await file.toBuffer();
        const truncated = file.file.truncated;
        const picture = await preparePicture(truncated ? Buffer.alloc(MEMBER_PICTURE_MAX_BYTES + 1) : data);
        const row = await pictures.replace(context.db, memberSession(request).member, picture);
        return { success: true, data: profileOf(row) };
      },
    });
  });
}
