import { type DefaultTreeAdapterTypes as Html, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { templateHtml } from '../../src/platform/engine/email/template-html';
import { EMAIL_TEMPLATE_SEEDS } from '../../src/seed/data/email-templates';
import { ARABIC_EMAIL_WORDING } from '../../src/seed/data/email-templates-ar';

// Every e-mail's body is tidied before it is sent: the default wordings must reach the reader as
// they were written.

/**
 * A fragment as a browser builds it, in order: each element with its attributes and each text. A
 * link's style is left aside: every link is coloured gold unless its editor styled it.
 */
function shape(html: string): string[] {
  const walk = (node: Html.ChildNode): string[] => {
    if (node.nodeName === '#text') return [`text ${(node as Html.TextNode).value}`];
    if (!('tagName' in node)) return [node.nodeName];
    const attributes = node.attrs
      .filter((attr) => !(node.tagName === 'a' && attr.name === 'style'))
      .map((attr) => `${attr.name}=${attr.value}`);
    return [`<${node.tagName} ${attributes.join(' ')}>`, ...node.childNodes.flatMap(walk), `</${node.tagName}>`];
  };
  return parseFragment(html).childNodes.flatMap(walk);
}

const wordings = [
  ...EMAIL_TEMPLATE_SEEDS.map((seed) => [seed.template_key, seed.body] as const),
  ...Object.entries(ARABIC_EMAIL_WORDING).map(([key, wording]) => [`${key} (Arabic)`, wording?.body_ar ?? ''] as const),
];

describe('the default templates', () => {
  it.each(wordings)('%s reads the same once tidied', (_, body) => {
    expect(shape(templateHtml(body))).toEqual(shape(body));
  });

  it('keep their own styles, and links get the gold of the dark card', () => {
    const code = EMAIL_TEMPLATE_SEEDS.find((seed) => seed.template_key === 'sign_in_code')?.body ?? '';
    expect(templateHtml(code)).toContain('style="font-size:28px;letter-spacing:6px"');
    expect(templateHtml('<a href="https://example.com/">x</a>')).toBe(
      '<a href="https://example.com/" style="color:#d4af37;text-decoration:underline">x</a>',
    );
  });
});
