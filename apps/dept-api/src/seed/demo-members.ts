/**
 * Demo members and newsletter types (members seed revision 1, decision 0176): one verified member per demo site,
 * documented in apps/dept-api/README.md with the password `Demo-Member1` (its argon2id hash is below, so the seed
 * stays fast), and five newsletter types per site in Thai and English. A member or type that exists is left alone;
 * newsletter types are rewritten only by a newer MEMBERS_SEED_REVISION.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { members, newsletterTypes, seedRevisions } from '../db/schema.ts';
import { DEMO_SITES } from './demo-sites.ts';

export const MEMBERS_SEED_REVISION = 1;
const SEED_NAME = 'members';
export const DEMO_MEMBER_PASSWORD = 'Demo-Member1';
const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$1xgiMmds+1AnLzJHP4zivA$zsYtbm8cm0eTDnWcekVBdFixXEVbyyqYWse14+CNwIQ';

/** The demo member of a site: `member-<code>@example.com`, username `demo-<code>`, id `4d…0<n>`. */
export function demoMember(code: string) {
  const index = DEMO_SITES.findIndex((site) => site.code === code);
  if (index < 0) throw new Error(`No demo site ${code}`);
  return {
    id: `4d${String(index + 1).padStart(22, '0')}`,
    email: `member-${code}@example.com`,
    username: `demo-${code}`,
    password: DEMO_MEMBER_PASSWORD,
  };
}

export const DEMO_NEWSLETTER_TYPES = [
  {
    id: 'news',
    th: 'ข่าวประชาสัมพันธ์',
    en: 'News and announcements',
    descriptionTh: 'ข่าวสารและประกาศของหน่วยงาน',
    descriptionEn: 'The office’s news and announcements',
  },
  {
    id: 'activities',
    th: 'กิจกรรมและโครงการ',
    en: 'Activities and projects',
    descriptionTh: 'กิจกรรม โครงการ และการรับสมัครเข้าร่วม',
    descriptionEn: 'Activities, projects and how to take part',
  },
  {
    id: 'volunteers',
    th: 'อาสาสมัครคุมประพฤติ',
    en: 'Volunteer probation officers',
    descriptionTh: 'ข่าวสารสำหรับอาสาสมัครคุมประพฤติและผู้สนใจ',
    descriptionEn: 'News for volunteer probation officers and those who would like to be one',
  },
  {
    id: 'procurement',
    th: 'ประกาศจัดซื้อจัดจ้าง',
    en: 'Procurement notices',
    descriptionTh: 'ประกาศประกวดราคาและผลการจัดซื้อจัดจ้าง',
    descriptionEn: 'Calls for tender and procurement results',
  },
  {
    id: 'jobs',
    th: 'ประกาศรับสมัครงาน',
    en: 'Job vacancies',
    descriptionTh: 'ประกาศรับสมัครบุคคลเพื่อเป็นพนักงานราชการและลูกจ้าง',
    descriptionEn: 'Vacancies for government employees and staff',
  },
] as const;

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedDemoMembers(tx: Transaction, now: Date): Promise<{ membersCreated: number }> {
  const created = await tx
    .insert(members)
    .values(
      DEMO_SITES.map((site) => {
        const member = demoMember(site.code);
        return {
          id: member.id,
          siteId: site.id,
          username: member.username,
          usernameKey: member.username,
          email: member.email,
          emailKey: member.email,
          passwordHash: DEMO_PASSWORD_HASH,
          firstName: 'สมาชิก',
          lastName: 'ทดลอง',
          phone: '081-234-5678',
          birthday: '1990-04-13',
          gender: 'female' as const,
          lang: 'th' as const,
          emailVerifiedAt: now,
          agreementAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: members.id });

  const [applied] = await tx.select().from(seedRevisions).where(eq(seedRevisions.name, SEED_NAME));
  if ((applied?.revision ?? 0) < MEMBERS_SEED_REVISION) {
    await tx
      .insert(newsletterTypes)
      .values(
        DEMO_SITES.flatMap((site) =>
          DEMO_NEWSLETTER_TYPES.map((type, position) => ({
            siteId: site.id,
            id: type.id,
            nameTh: type.th,
            nameEn: type.en,
            descriptionTh: type.descriptionTh,
            descriptionEn: type.descriptionEn,
            position,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [newsletterTypes.siteId, newsletterTypes.id],
        set: {
          nameTh: sql`excluded.name_th`,
          nameEn: sql`excluded.name_en`,
          descriptionTh: sql`excluded.description_th`,
          descriptionEn: sql`excluded.description_en`,
          position: sql`excluded.position`,
        },
      });
    await tx
      .insert(seedRevisions)
      .values({ name: SEED_NAME, revision: MEMBERS_SEED_REVISION, appliedAt: now })
      .onConflictDoUpdate({
        target: seedRevisions.name,
        set: { revision: MEMBERS_SEED_REVISION, appliedAt: now },
      });
  }
  return { membersCreated: created.length };
}
