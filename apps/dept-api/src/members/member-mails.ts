/**
 * The members' mails (decision 0175), in the member's language: the verification link, "you already have an
 * account", the password reset link, the newsletter confirmation link and the welcome with its one-click
 * unsubscribe link. Every link leads to the site's own origin; a mail repeats nothing a visitor typed but the
 * first name of a verified member (the e-mail address of a registration is not proven yet, so a verification mail
 * carries no name either: a mail with chosen text to any address would be a spam relay).
 */
import type { Lang } from '@probation/contract';
import { HOTLINE, type MailContent } from '../mail/mail-text.ts';
import { memberLink, type SiteMailing } from './site-links.ts';

function siteName(site: SiteMailing, lang: Lang): string {
  return lang === 'th' ? site.name.th : site.name.en;
}

function footer(site: SiteMailing, lang: Lang): string[] {
  return lang === 'th'
    ? ['', 'อีเมลฉบับนี้ส่งจากระบบอัตโนมัติ โปรดอย่าตอบกลับ', `สายด่วน ${HOTLINE.th}`, site.name.th]
    : [
        '',
        'This e-mail was sent automatically; please do not reply to it.',
        `Hotline ${HOTLINE.en}`,
        site.name.en,
      ];
}

export function verificationMail(site: SiteMailing, lang: Lang, token: string): MailContent {
  const link = memberLink(site, lang, 'verify', token);
  if (lang === 'th') {
    return {
      subject: `ยืนยันอีเมลสมาชิก${site.name.th}`,
      text: [
        'เรียน สมาชิก',
        '',
        `ขอบคุณที่สมัครสมาชิกเว็บไซต์${site.name.th} โปรดยืนยันอีเมลของท่านโดยเปิดลิงก์นี้ภายใน 24 ชั่วโมง:`,
        link,
        '',
        'หากท่านไม่ได้สมัครสมาชิก โปรดเพิกเฉยต่ออีเมลฉบับนี้ จะไม่มีการเปิดบัญชีโดยไม่ได้ยืนยัน',
        ...footer(site, lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Confirm your e-mail address for the ${siteName(site, lang)} website`,
    text: [
      'Dear member,',
      '',
      `Thank you for registering on the ${site.name.en} website. Please confirm your e-mail address by opening this link within 24 hours:`,
      link,
      '',
      'If you did not register, please ignore this e-mail: no account is opened without confirmation.',
      ...footer(site, lang),
    ].join('\n'),
  };
}

export function accountExistsMail(site: SiteMailing, lang: Lang): MailContent {
  const login = `${site.origin}/${lang}/members/login`;
  const forgot = `${site.origin}/${lang}/members/forgot-password`;
  if (lang === 'th') {
    return {
      subject: `มีผู้สมัครสมาชิก${site.name.th}ด้วยอีเมลของท่าน`,
      text: [
        'เรียน สมาชิก',
        '',
        `มีผู้สมัครสมาชิกเว็บไซต์${site.name.th}ด้วยอีเมลนี้ ซึ่งเป็นอีเมลของบัญชีที่มีอยู่แล้ว จึงไม่ได้เปิดบัญชีใหม่`,
        `เข้าสู่ระบบได้ที่: ${login}`,
        `หากลืมรหัสผ่าน ตั้งรหัสผ่านใหม่ได้ที่: ${forgot}`,
        '',
        'หากท่านไม่ได้ดำเนินการนี้ ไม่ต้องทำอะไร บัญชีของท่านยังปลอดภัย',
        ...footer(site, lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Someone tried to register on the ${site.name.en} website with your e-mail address`,
    text: [
      'Dear member,',
      '',
      `Someone tried to register on the ${site.name.en} website with this e-mail address, which already has an account, so no new account was opened.`,
      `Log in: ${login}`,
      `Forgotten your password? Set a new one: ${forgot}`,
      '',
      'If this was not you, there is nothing to do: your account is safe.',
      ...footer(site, lang),
    ].join('\n'),
  };
}

export function passwordResetMail(site: SiteMailing, lang: Lang, token: string): MailContent {
  const link = memberLink(site, lang, 'reset-password', token);
  if (lang === 'th') {
    return {
      subject: `ตั้งรหัสผ่านใหม่สำหรับสมาชิก${site.name.th}`,
      text: [
        'เรียน สมาชิก',
        '',
        'มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีสมาชิกของท่าน ตั้งรหัสผ่านใหม่ได้ที่ลิงก์นี้ ใช้ได้ครั้งเดียวภายใน 1 ชั่วโมง:',
        link,
        '',
        'หากท่านไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลฉบับนี้ รหัสผ่านเดิมยังใช้ได้',
        ...footer(site, lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Set a new password for the ${site.name.en} website`,
    text: [
      'Dear member,',
      '',
      'Someone asked to set a new password for your account. Set it with this link, which works once, within 1 hour:',
      link,
      '',
      'If you did not ask, please ignore this e-mail: your password has not changed.',
      ...footer(site, lang),
    ].join('\n'),
  };
}

export function newsletterConfirmationMail(site: SiteMailing, lang: Lang, token: string): MailContent {
  const link = memberLink(site, lang, 'e-news/confirm', token);
  if (lang === 'th') {
    return {
      subject: `ยืนยันการรับจดหมายข่าว${site.name.th}`,
      text: [
        'เรียน ผู้สนใจรับข่าวสาร',
        '',
        `มีคำขอรับจดหมายข่าวของ${site.name.th}ทางอีเมลนี้ โปรดยืนยันโดยเปิดลิงก์นี้ภายใน 7 วัน:`,
        link,
        '',
        'หากท่านไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลฉบับนี้ ท่านจะไม่ได้รับจดหมายข่าวใด ๆ',
        ...footer(site, lang),
      ].join('\n'),
    };
  }
  return {
    subject: `Confirm your subscription to the ${site.name.en} newsletters`,
    text: [
      'Hello,',
      '',
      `Someone asked for the ${site.name.en} newsletters at this e-mail address. Please confirm by opening this link within 7 days:`,
      link,
      '',
      'If you did not ask, please ignore this e-mail: you will receive no newsletter.',
      ...footer(site, lang),
    ].join('\n'),
  };
}

export interface NewsletterWelcome extends MailContent {
  headers: Record<string, string>;
}

/** The welcome after confirmation: the types chosen and a one-click unsubscribe link (RFC 8058 headers). */
export function newsletterWelcomeMail(
  site: SiteMailing,
  lang: Lang,
  typeNames: string[],
  unsubscribeToken: string,
): NewsletterWelcome {
  const unsubscribe = memberLink(site, lang, 'e-news/unsubscribe', unsubscribeToken);
  const headers = {
    'List-Unsubscribe': `<${unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  const list = typeNames.map((name) => `- ${name}`);
  if (lang === 'th') {
    return {
      headers,
      subject: `ท่านรับจดหมายข่าว${site.name.th}แล้ว`,
      text: [
        'เรียน สมาชิกจดหมายข่าว',
        '',
        `ท่านจะได้รับจดหมายข่าวของ${site.name.th}ดังนี้:`,
        ...list,
        '',
        `ยกเลิกการรับได้ทุกเมื่อที่: ${unsubscribe}`,
        ...footer(site, lang),
      ].join('\n'),
    };
  }
  return {
    headers,
    subject: `You are subscribed to the ${site.name.en} newsletters`,
    text: [
      'Hello,',
      '',
      `You will receive these newsletters from the ${site.name.en}:`,
      ...list,
      '',
      `Unsubscribe at any time: ${unsubscribe}`,
      ...footer(site, lang),
    ].join('\n'),
  };
}
