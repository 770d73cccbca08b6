// The built site read as the software that consumes it does: the sitemap and the feed by a strict XML
// parser (any malformed markup throws), the pages by an HTML parser, not by searching their text.
import { DOMParser, type Element, onWarningStopParsing } from '@xmldom/xmldom';
import { DomUtils, parseDocument } from 'htmlparser2';

const xml = (text: string) => new DOMParser({ onError: onWarningStopParsing }).parseFromString(text, 'text/xml');

/** The text of the first child element named `name`, or undefined. */
const childText = (parent: Element, name: string) =>
  Array.from(parent.childNodes).find((node): node is Element => node.nodeName === name)?.textContent ?? undefined;

/** A page's version in a language, as hreflang alternates name it. */
export interface Alternate {
  hreflang: string | undefined;
  href: string | undefined;
}

export interface SitemapEntry {
  loc: string | undefined;
  lastmod: string | undefined;
  /** The xhtml:link alternates of the entry (its versions in each language). */
  alternates: Alternate[];
}

const XHTML = 'http://www.w3.org/1999/xhtml';

export function readSitemap(text: string): SitemapEntry[] {
  return Array.from(xml(text).getElementsByTagName('url')).map((url) => ({
    loc: childText(url, 'loc'),
    lastmod: childText(url, 'lastmod'),
    alternates: Array.from(url.getElementsByTagNameNS(XHTML, 'link'))
      .filter((link) => link.getAttribute('rel') === 'alternate')
      .map((link) => ({
        hreflang: link.getAttribute('hreflang') ?? undefined,
        href: link.getAttribute('href') ?? undefined,
      })),
  }));
}

export interface Feed {
  link: string | undefined;
  items: { title: string | undefined; link: string | undefined; guid: string | undefined }[];
}

export function readFeed(text: string): Feed {
  const channel = xml(text).getElementsByTagName('channel')[0];
  if (!channel) throw new Error('the feed has no channel');
  return {
    link: childText(channel, 'link'),
    items: Array.from(channel.getElementsByTagName('item')).map((item) => ({
      title: childText(item, 'title'),
      link: childText(item, 'link'),
      guid: childText(item, 'guid'),
    })),
  };
}

export interface PageFacts {
  canonical: string | undefined;
  /** The html element's lang and dir. */
  lang: string | undefined;
  dir: string | undefined;
  /** The head's hreflang alternates. */
  alternates: Alternate[];
  /** The fonts the head preloads. */
  fontPreloads: string[];
  /** The page's h1 and h2 headings: their text and their own lang, if any. */
  headings: { text: string; lang: string | undefined }[];
  /** Every JSON-LD block, parsed. */
  jsonLd: unknown[];
  /** The href of every link on the page. */
  links: string[];
}

export function readPage(html: string): PageFacts {
  const nodes = parseDocument(html).children;
  const canonical = DomUtils.findOne(
    (element) => element.name === 'link' && element.attribs.rel === 'canonical',
    nodes,
  );
  const jsonLd = DomUtils.findAll(
    (element) => element.name === 'script' && element.attribs.type === 'application/ld+json',
    nodes,
  ).map((script): unknown => JSON.parse(DomUtils.textContent(script)));
  const links = DomUtils.findAll((element) => element.name === 'a' && 'href' in element.attribs, nodes).map(
    (anchor) => anchor.attribs.href ?? '',
  );
  const root = DomUtils.findOne((element) => element.name === 'html', nodes);
  const heads = DomUtils.findAll((element) => element.name === 'link' && element.attribs.rel === 'alternate', nodes);
  const alternates = heads
    .filter((link) => link.attribs.hreflang !== undefined)
    .map((link) => ({ hreflang: link.attribs.hreflang, href: link.attribs.href }));
  const fontPreloads = DomUtils.findAll(
    (element) => element.name === 'link' && element.attribs.rel === 'preload' && element.attribs.as === 'font',
    nodes,
  ).map((link) => link.attribs.href ?? '');
  const headings = DomUtils.findAll((element) => element.name === 'h1' || element.name === 'h2', nodes).map(
    (heading) => ({ text: DomUtils.textContent(heading).trim(), lang: heading.attribs.lang }),
  );
  return {
    canonical: canonical?.attribs.href,
    headings,
    lang: root?.attribs.lang,
    dir: root?.attribs.dir,
    alternates,
    fontPreloads,
    jsonLd,
    links,
  };
}
