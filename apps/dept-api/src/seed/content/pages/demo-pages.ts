/** Every demo page of every demo site: one per `page` section (see demo-sections.ts). */
import type { PageValues } from '../../../content/page-repository.ts';
import { DEMO_SITE_IDS } from '../../demo-sites.ts';
import { OFFICES } from '../../layouts/offices.ts';
import { pageRow, type DemoPage } from './demo-page.ts';
import { departmentPages } from './department-pages.ts';
import { officePages } from './office-pages.ts';

export function demoPagesBySite(): { siteId: string; pages: DemoPage[] }[] {
  return [
    { siteId: DEMO_SITE_IDS.dept, pages: departmentPages() },
    ...OFFICES.map((office) => ({ siteId: office.site.id, pages: officePages(office) })),
  ];
}

/** The rows of the `pages` table, all dated `now` (the seed time). */
export function demoPageRows(now: Date): PageValues[] {
  return demoPagesBySite().flatMap(({ siteId, pages }) => pages.map((page) => pageRow(siteId, page, now)));
}
