/**
 * The site's robots.txt: every public page may be crawled; the GraphQL endpoint and the members area may not
 * (nothing there is a page a search should list). Names the sitemap.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /graphql',
    'Disallow: /th/members',
    'Disallow: /en/members',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
