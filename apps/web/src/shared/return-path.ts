/**
 * The one rule for a visitor-supplied place to go back to (`back` of the display controls, `next` of the members
 * login, any later one; docs/decisions/0600): a path of this site, spelled as the browser will read it, or null (the
 * caller then goes to its home page).
 */

/** Longest return path kept, before and after the URL parser's percent-encoding (no page of ours is that long). */
export const MAX_RETURN_PATH_LENGTH = 1024;

/** A stand-in origin: a path that stays on it stays on any site's origin. */
const PROBE_ORIGIN = 'http://return-path.invalid';

/** Backslashes (`/\evil` is `//evil` to a browser) and control characters (CR/LF, tabs the URL parser drops). */
const REFUSED_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f]/;

/**
 * `value` as the path and query a redirect may name, or null. The value is resolved as a browser resolves it (dot
 * segments, `%2e` for a dot, the fragment dropped, the rest percent-encoded), and the result, not the input, is
 * what is checked: it must start with exactly one `/` (`/..//evil.example` resolves to `//evil.example`, which a
 * Location header would take as another host) and read the same when parsed again.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || REFUSED_CHARACTERS.test(value)) return null;
  const path = resolvedPath(value);
  if (path === null || path.startsWith('//') || path.length > MAX_RETURN_PATH_LENGTH) return null;
  return resolvedPath(path) === path ? path : null;
}

/** The path and query a browser on this site goes to for `reference`, or null when it leaves the site. */
function resolvedPath(reference: string): string | null {
  let url: URL;
  try {
    url = new URL(reference, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? url.pathname + url.search : null;
}
