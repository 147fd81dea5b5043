import { createHash } from 'node:crypto';
import { SizedSecondChanceMap } from '../cache/second-chance-map.ts';
import type { PageState } from '../../shared/page-state.ts';
import { isMembersRoute } from '../../shared/routes.ts';
import type { PageKind } from '../../pages/page-kind.ts';

/** What a page kind says of the caches that may keep its pages. */
export type CachePolicy = Pick<PageKind<unknown>, 'neverKept' | 'keptApart'>;

/**
 * Characters of page bodies held (UTF-16, so up to twice as many bytes: 4 MB): the pages of a busy site's first
 * screens in two languages. Bodies not read for longest leave first (second chance: a read moves nothing, 0427).
 */
const MAX_CHARS = 2_000_000;

const bodies = new SizedSecondChanceMap<string, string>(MAX_CHARS, (body) => body.length);

/**
 * The page body for this state, rendered once per distinct state (decision 0424). A body is a pure function of
 * its state (the server bundle reads no clock and no request), so a page rendered again from the same data (its
 * page cache entry expired, or a visitor's display settings made a variant) is the body already made. The key is a
 * digest of the whole state, the layout by its version (itself a digest): any change of data, path, language or
 * setting is a new key. Not kept: a page for one visitor (a member's, a form's with its captcha and idempotency
 * key), a search page and every answer but 200 (a 404's state holds the path a visitor made up): keys a visitor
 * can vary at will would only push the site's pages out.
 */
export function renderedBody(state: PageState, kind: CachePolicy | undefined, render: () => string): string {
  if (!memoisable(state, kind)) return render();
  const key = stateDigest(state);
  const held = bodies.get(key);
  if (held !== undefined) return held;
  const body = render();
  bodies.set(key, body);
  return body;
}

/** `kind` absent: a screen shown in place of a page, never kept. */
function memoisable(state: PageState, kind: CachePolicy | undefined): boolean {
  return (
    kind !== undefined &&
    state.status === 200 &&
    !state.member &&
    !isMembersRoute(state.page) &&
    !kind.neverKept &&
    !kind.keptApart
  );
}

/**
 * A digest of everything the body is rendered from; the site's layout by the digest it already has. A Thai page's
 * text is hashed as UTF-16: V8 encodes Thai to UTF-8 at about a third of the speed it copies UTF-16 out (a 6 K
 * character news list: 8 µs against 20 µs), while Latin text is faster as UTF-8 (5 µs against 10 µs). The choice
 * follows the page's language, part of the state, so one state always has one digest.
 */
export function stateDigest(state: PageState): string {
  const { site, ...rest } = state;
  const json = JSON.stringify([rest, site && [site.id, site.layout.version]]);
  return createHash('sha256')
    .update(json, state.lang === 'th' ? 'utf16le' : 'utf8')
    .digest('base64');
}
