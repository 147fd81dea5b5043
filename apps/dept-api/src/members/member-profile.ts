/** A member's profile: as the contract gives it, and the member's own changes to it. */
import { eq } from 'drizzle-orm';
import { checkMemberForm, MEMBER_PROFILE_WIRE_FIELDS, memberProfileSchema } from '@probation/forms';
import type { Lang, MemberProfile } from '@probation/contract';
import { members } from '../db/schema.ts';
import { memberFormRejected } from './member-failure.ts';
import type { MemberSessionHolder } from './member-sessions.ts';
import type { MemberRow, MembersContext } from './member-store.ts';

/** The profile as the contract gives it. */
export function profileOf(row: MemberRow): MemberProfile {
  return {
    id: row.id,
    site_id: row.siteId,
    username: row.username,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    birthday: row.birthday,
    gender: row.gender,
    profile_image: row.picturePath ? `/member/profile-picture/${row.id}?v=${row.pictureVersion}` : null,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
  };
}

export interface ProfilePayload {
  id: string;
  first_name: string;
  last_name: string;
  phone?: string;
  birthday: string;
  gender?: string;
  lang?: Lang;
}

export async function updateProfile(
  context: MembersContext,
  holder: MemberSessionHolder,
  payload: ProfilePayload,
): Promise<MemberRow> {
  const checked = checkMemberForm(memberProfileSchema, {
    firstName: payload.first_name,
    lastName: payload.last_name,
    phone: payload.phone ?? '',
    birthday: payload.birthday,
    gender: payload.gender ?? '',
  });
  if (!checked.ok) throw memberFormRejected(checked.problems, MEMBER_PROFILE_WIRE_FIELDS);
  const input = checked.value;
  const now = context.clock();
  const [row] = await context.db
    .update(members)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone === '' ? null : input.phone,
      birthday: input.birthday,
      gender: input.gender === '' ? null : (input.gender as 'male' | 'female'),
      ...(payload.lang ? { lang: payload.lang } : {}),
      updatedAt: now,
    })
    .where(eq(members.id, holder.member.id))
    .returning();
  return row!;
}
