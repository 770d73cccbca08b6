// An e-mail's HTML part as a mail app reads it: parsed by a WHATWG HTML parser, the parser of browsers,
// so an unclosed attribute, comment or raw-text element swallows what follows exactly as it would
// on the reader's screen.
import { type DefaultTreeAdapterTypes as Html, parse } from 'parse5';

export interface ShownLink {
  href: string;
  text: string;
}

export interface ReadMail {
  /** The links a reader sees: none inside a hidden element or one whose content is never shown. */
  shownLinks: ShownLink[];
  /** Style sheets in the message: any of them could hide any link. */
  styleSheets: number;
  /** The words the reader sees, each run of white space as one space. */
  text: string;
}

/** Elements whose content a mail app never shows as part of the message. */
const NEVER_SHOWN = new Set([
  'head',
  'title',
  'template',
  'script',
  'style',
  'noscript',
  'textarea',
  'select',
  'option',
  'iframe',
  'noembed',
  'noframes',
  'object',
  'xmp',
  'plaintext',
]);

const isElement = (node: Html.ChildNode): node is Html.Element => 'tagName' in node;

const attribute = (element: Html.Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Whether an inline style takes the element and its content off the screen. */
function styleHides(style: string): boolean {
  const declarations = new Map(
    style
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim().toLowerCase()))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
  const zero = (name: string) => declarations.has(name) && Number.parseFloat(declarations.get(name) ?? '') === 0;
  return (
    declarations.get('display') === 'none' ||
    declarations.get('visibility') === 'hidden' ||
    ['absolute', 'fixed'].includes(declarations.get('position') ?? '') ||
    ['opacity', 'font-size', 'height', 'max-height'].some(zero)
  );
}

const hides = (element: Html.Element): boolean =>
  NEVER_SHOWN.has(element.tagName) ||
  attribute(element, 'hidden') !== undefined ||
  styleHides(attribute(element, 'style') ?? '');

const textOf = (node: Html.ChildNode): string =>
  node.nodeName === '#text'
    ? (node as Html.TextNode).value
    : isElement(node)
      ? node.childNodes.map(textOf).join('')
      : '';

export function readMailHtml(html: string): ReadMail {
  const read: ReadMail = { shownLinks: [], styleSheets: 0, text: '' };
  const words: string[] = [];
  const visit = (node: Html.ChildNode, hidden: boolean): void => {
    if (node.nodeName === '#text' && !hidden) words.push((node as Html.TextNode).value);
    if (!isElement(node)) return;
    const rel = attribute(node, 'rel') ?? '';
    if (node.tagName === 'style' || (node.tagName === 'link' && /\bstylesheet\b/i.test(rel))) read.styleSheets += 1;
    const inside = hidden || hides(node);
    if (node.tagName === 'a' && !inside) {
      read.shownLinks.push({ href: attribute(node, 'href') ?? '', text: textOf(node).trim() });
    }
    for (const child of node.childNodes) visit(child, inside);
  };
  for (const child of parse(html).childNodes) visit(child, false);
  return { ...read, text: words.join(' ').replace(/\s+/g, ' ').trim() };
}
