import { Marked } from 'marked';
import type sanitize from 'sanitize-html';

import { lazyPackage } from '../../core/lazy-package';

/**
 * The one reviewed place where stored text becomes HTML (XSS-01). Blog bodies are markdown stored as written;
 * whatever HTML they contain (markdown allows raw HTML) is filtered here on every render, so a bad row can never
 * reach a browser as markup. Comments are reduced to plain text before they are stored.
 */

/** sanitize-html (with PostCSS and htmlparser2) loads with the first render or the warm-up, not at start. */
const sanitizeHtml = lazyPackage<typeof sanitize>('sanitize-html');

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;

/** Images only from our own origin (a root-relative path or an absolute URL on it) or inline raster data. */
export function isSafeImageSource(src: string | undefined, origin: string): boolean {
  if (!src) return false;
  if (DATA_IMAGE.test(src)) return true;
  if (src.startsWith('/')) return !src.startsWith('//') && !src.startsWith('/\\');
  try {
    const url = new URL(src);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
  } catch {
    return false;
  }
}

/** Markdown → HTML with a small allowlist: no scripts, no event handlers, no styles, safe link schemes. */
export function renderMarkdown(source: string, origin: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml()(html, {
    allowedTags: [
      ...['p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'blockquote', 'code', 'pre'],
      ...['a', 'img'],
      // GFM tables, without attributes (alignment is lost; nothing can run).
      ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ],
    allowedAttributes: { a: ['href', 'rel', 'title'], img: ['src', 'alt', 'title'] },
    allowedSchemes: [],
    allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      // Page structure keeps one h1 (the title): headings in bodies start at h2.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener' } }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeImageSource(frame.attribs.src, origin),
  });
}

const STRIP_ALL: sanitize.IOptions = { allowedTags: [], allowedAttributes: {} };

/** sanitize-html escapes these four in text; turning them back gives plain text. */
const decodeEscapes = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * Plain text with every tag removed (script and style with their content). Entity-encoded markup
 * (`&lt;script&gt;`) is decoded and stripped again, so the result holds nothing that parses as a tag, while
 * "salary < 50k" survives as typed. A few rounds suffice for any real input; deeper nesting stays escaped.
 */
export function toPlainText(input: string): string {
  let current = input;
  for (let round = 0; round < 5; round += 1) {
    const next = decodeEscapes(sanitizeHtml()(current, STRIP_ALL));
    if (next === current) return current.trim();
    current = next;
  }
  return sanitizeHtml()(current, STRIP_ALL).trim();
}
