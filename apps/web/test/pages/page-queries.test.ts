import { beforeAll, describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';

/**
 * One view model per page (docs/decisions/0623): a fresh page runs its shell query (with the home page's content or
 * the section its path names) and its kind's one query, no more. Counted at the gateway the pages call in process.
 */
describe('in-process queries of a fresh page', () => {
  const suite = usePageApp({ PAGE_CACHE: 'false' });
  const operations: string[] = [];

  beforeAll(async () => {
    const { app } = suite;
    const execute = app.graphql.bind(app);
    app.graphql = ((...args: Parameters<typeof execute>) => {
      operations.push(/query (\w+)/.exec(String(args[0]))?.[1] ?? '(anonymous)');
      return execute(...args);
    }) as typeof app.graphql;
    // The site's layouts, asked for once per version and language by a process, are not a page's queries.
    for (const lang of ['th', 'en']) await suite.get(`/${lang}/sitemap`);
  });

  async function queriesOf(url: string): Promise<{ operations: string[]; status: number; body: string }> {
    operations.length = 0;
    const response = await suite.get(url);
    return { operations: [...operations], status: response.statusCode, body: response.body };
  }

  it('asks once for the home page: its shell carries its content', async () => {
    const home = await queriesOf('/en');
    expect(home.status).toBe(200);
    expect(home.operations).toEqual(['HomePageShell']);
  });

  it("asks twice for a section's list: the shell with its section, then the list with its filters' categories", async () => {
    const list = await queriesOf('/en/activities?year=2025');
    expect(list.status).toBe(200);
    expect(list.operations).toEqual(['SectionPageShell', 'NewsListPage']);
  });

  it("checks a category in the URL against the site's categories before the list is asked for it", async () => {
    const list = await queriesOf('/en/more-news?category=activities');
    expect(list.status).toBe(200);
    expect(list.operations).toEqual(['PageShell', 'NewsCategories', 'NewsListPage']);
  });

  it("asks twice for an item's page: the shell with its section, then the item", async () => {
    const list = await queriesOf('/en/activities');
    const itemPath = /href="(\/en\/activities\/[^"?#]+)"/.exec(list.body)?.[1];
    expect(itemPath).toBeDefined();
    const item = await queriesOf(itemPath!);
    expect(item.status).toBe(200);
    expect(item.operations).toEqual(['SectionPageShell', 'NewsDetailPage']);
  });

  it('asks for no section when the path names none a site can have (its shape is wrong)', async () => {
    const page = await queriesOf('/en/Not%20a%20section');
    expect(page.status).toBe(404);
    expect(page.operations).toEqual(['PageShell']);
  });
});
