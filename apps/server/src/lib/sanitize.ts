import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the database is sanitised before any page renders it: content can be edited by
 * shop staff and imported, so it is treated as untrusted. Allows text formatting, lists,
 * tables, links and images; drops scripts, styles, event handlers and javascript: URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'), 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, options);
}
