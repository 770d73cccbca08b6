import sanitizeHtml from 'sanitize-html';

const GOLD_LINK = 'color:#d4af37;text-decoration:underline;';

const LENGTH = /^\d+(?:\.\d+)?(?:px|em|rem|pt|%)?$/;
const LENGTHS = /^\d+(?:\.\d+)?(?:px|em|rem|pt|%)?(?:\s+\d+(?:\.\d+)?(?:px|em|rem|pt|%)?){0,3}$/;
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,]+\)$/i, /^[a-z]+$/i];

/**
 * What an editor may style: how text looks. Nothing that hides, clips or moves a block (display,
 * visibility, position, height, overflow, negative margins), which could reach what follows it.
 */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOUR,
  'background-color': COLOUR,
  'font-family': [/^[\w\s,'"-]+$/],
  'font-size': [LENGTH],
  'font-style': [/^(?:normal|italic|oblique)$/],
  'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/],
  'letter-spacing': [/^(?:normal|\d+(?:\.\d+)?(?:px|em|rem|pt)?)$/],
  'line-height': [/^(?:normal|\d+(?:\.\d+)?(?:px|em|rem|pt|%)?)$/],
  'text-align': [/^(?:left|right|center|justify|start|end)$/],
  'text-decoration': [/^(?:none|underline|line-through|overline)$/],
  margin: [LENGTHS],
  padding: [LENGTHS],
};

const DIRECTION = { name: 'dir', multiple: false, values: ['ltr', 'rtl', 'auto'] };
const CELL = ['align', 'valign', 'width', 'colspan', 'rowspan'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup'],
    ...['h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
  ],
  allowedAttributes: {
    '*': ['style', 'lang', DIRECTION],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    p: ['align'],
    div: ['align'],
    table: ['align', 'width', 'border', 'cellpadding', 'cellspacing', 'role'],
    td: CELL,
    th: CELL,
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Images load when the mail is opened: only from an https address, never a relative one.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
  allowedStyles: { '*': ALLOWED_STYLES },
  // Gold links on the dark card, unless the editor styled the link.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.style ? attribs : { ...attribs, style: GOLD_LINK } }),
  },
};

/**
 * An editor's HTML reduced to formatting an e-mail can carry, each element closed: whatever the
 * template ends with (an open attribute, comment, <style> or hidden <div>) stops there, so nothing
 * the system adds after it can be swallowed or hidden by it.
 */
export function templateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
