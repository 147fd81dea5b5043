/** Layouts store their copyright line with a `{year}` mark; it is filled when served, in the layout's calendar. */
import type { Layout } from '@probation/contract';

export const YEAR_MARK = '{year}';
/** The Buddhist era (พ.ศ.) is the Common Era year plus 543. */
const BUDDHIST_ERA_OFFSET = 543;
/** The year turns at midnight in Thailand (UTC+7), not at midnight UTC. */
const THAILAND_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

export function displayYear(lang: Layout['lang'], now: Date): number {
  const year = new Date(now.getTime() + THAILAND_UTC_OFFSET_MS).getUTCFullYear();
  return lang === 'th' ? year + BUDDHIST_ERA_OFFSET : year;
}

export function fillCopyrightYear(layout: Layout, now: Date): Layout {
  const copyright = layout.footer.copyright.replaceAll(YEAR_MARK, String(displayYear(layout.lang, now)));
  return { ...layout, footer: { ...layout.footer, copyright } };
}
