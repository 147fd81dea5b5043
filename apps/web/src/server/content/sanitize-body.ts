import sanitizeHtml from 'sanitize-html';

/**
 * The allow list for news bodies from the department API (docs/decisions/0210): text structure, links,
 * images, tables; no script, style, iframe, form or event attribute; http(s), mailto and tel links only;
 * links that leave the site get rel="noopener noreferrer".
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'cite',
    'q',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: isExternal(attribs.href) ? { ...attribs, rel: 'noopener noreferrer' } : withoutRel(attribs),
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' },
    }),
  },
};

/** Absolute http(s) links lead away from the site; the site's own links are written as paths. */
function isExternal(href: string | undefined): boolean {
  return href !== undefined && /^https?:/i.test(href.trim());
}

function withoutRel(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { rel: _rel, ...rest } = attribs;
  return rest;
}

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options);
}
