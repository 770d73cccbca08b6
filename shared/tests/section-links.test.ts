import { describe, expect, it } from 'vitest';
import { isSafeSectionLink, messages, sectionLinkRefusal } from '../src';

describe('isSafeSectionLink', () => {
  it.each([
    '/jobs',
    '/jobs?department=Finance#list',
    '#values',
    'https://careers.example.bh/about',
    'http://x.example',
  ])('accepts %s', (link) => {
    expect(isSafeSectionLink(link)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a host-relative link', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    // Browsers strip TAB, LF and CR from URLs: each of these would become //evil.example.
    ['a TAB between the slashes', '/\t/evil.example'],
    ['a line feed between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['a leading space', ' /jobs'],
    ['a space inside', '/jobs page'],
    ['a no-break space', '/jobs\u00a0x'],
    ['a NUL', '/jobs\u0000'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a TAB inside the scheme', 'java\tscript:alert(1)'],
  ])('refuses %s', (_, link) => {
    expect(isSafeSectionLink(link)).toBe(false);
  });

  it('makes the call-to-action refusal say so', () => {
    expect(sectionLinkRefusal('cta_primary', '/\t/evil.example')).toBe(messages.sectionsAdmin.unsafeLink);
  });
});
