// The built site read as the software that consumes it does: the sitemap and the feed by a strict XML
// parser (any malformed markup throws), the pages by an HTML parser, not by searching their text.
import { DOMParser, type Element, onWarningStopParsing } from '@xmldom/xmldom';
import { DomUtils, parseDocument } from 'htmlparser2';

const xml = (text: string) => new DOMParser({ onError: onWarningStopParsing }).parseFromString(text, 'text/xml');

/** The text of the first child element named `name`, or undefined. */
const childText = (parent: Element, name: string) =>
  Array.from(parent.childNodes).find((node): node is Element => node.nodeName === name)?.textContent ?? undefined;

export interface SitemapEntry {
  loc: string | undefined;
  lastmod: string | undefined;
}

export function readSitemap(text: string): SitemapEntry[] {
  return Array.from(xml(text).getElementsByTagName('url')).map((url) => ({
    loc: childText(url, 'loc'),
    lastmod: childText(url, 'lastmod'),
  }));
}

export interface Feed {
  link: string | undefined;
  items: { link: string | undefined; guid: string | undefined }[];
}

export function readFeed(text: string): Feed {
  const channel = xml(text).getElementsByTagName('channel')[0];
  if (!channel) throw new Error('the feed has no channel');
  return {
    link: childText(channel, 'link'),
    items: Array.from(channel.getElementsByTagName('item')).map((item) => ({
      link: childText(item, 'link'),
      guid: childText(item, 'guid'),
    })),
  };
}

export interface PageFacts {
  canonical: string | undefined;
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
  return { canonical: canonical?.attribs.href, jsonLd, links };
}
