import { describe, expect, it } from 'vitest';
import { missingVariables, renderEmail } from '../../src/platform/engine/email/render';
import { templateHtml } from '../../src/platform/engine/email/template-html';
import { templateIn } from '../../src/platform/engine/email/template-language';

// What a candidate receives from an editable template: placeholders filled in, values that are
// text and stay text, and the system's own block after the body whatever the body holds.
const layout = { companyName: 'Gulf & Co', websiteUrl: 'https://careers.example.com' };

function rendered(
  template: { subject: string; body: string },
  variables: Record<string, string | number | null>,
  appendix?: { html: string },
) {
  const result = renderEmail(template, variables, layout, appendix);
  if (!result.ok) throw new Error(`missing ${result.missing.join(', ')}`);
  return result;
}

describe('filling in a template', () => {
  it('replaces every placeholder, spaces inside the braces allowed, in subject and body', () => {
    const email = rendered(
      {
        subject: 'Your application for {{ job_title }}',
        body: '<p>Dear {{candidate_name}}, thank you ({{job_title}}).</p>',
      },
      { job_title: 'Accountant', candidate_name: 'Fatima' },
    );
    expect(email.subject).toBe('Your application for Accountant');
    expect(email.html).toContain('<p>Dear Fatima, thank you (Accountant).</p>');
    expect(email.text).toBe('Dear Fatima, thank you (Accountant).\n\n--\nGulf & Co · https://careers.example.com');
  });

  it('writes the number 0 as 0, not as missing', () => {
    expect(rendered({ subject: 'Score {{score}}', body: 'x' }, { score: 0 }).subject).toBe('Score 0');
  });

  it('does not expand a placeholder written inside a value', () => {
    const email = rendered(
      { subject: 'Hi {{name}}', body: '<p>{{name}}</p>' },
      { name: '{{secret}}', secret: 'token' },
    );
    expect(email.subject).toBe('Hi {{secret}}');
    expect(email.html).not.toContain('token');
  });
});

describe('a template with values it was not given', () => {
  it('is refused with the missing names, each once, sorted; null counts as missing', () => {
    const result = renderEmail({ subject: '{{b}} {{a}}', body: '{{a}} {{c}}' }, { c: null }, layout);
    expect(result).toEqual({ ok: false, missing: ['a', 'b', 'c'] });
  });

  it('never takes a name from Object’s prototype', () => {
    expect(missingVariables(['{{constructor}} {{toString}} {{__proto__}}'], {})).toEqual([
      '__proto__',
      'constructor',
      'toString',
    ]);
  });

  it('needs nothing for a text without placeholders, and ignores malformed braces', () => {
    expect(missingVariables(['Hello {name} {{ two words }} {{}}'], {})).toEqual([]);
  });
});

describe('a hostile value', () => {
  it('stays text in the HTML body and reaches the plain-text part as written', () => {
    const email = rendered({ subject: 'Hi', body: '<p>{{name}}</p>' }, { name: '<script>alert("x")</script>' });
    expect(email.html).not.toContain('<script');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text.startsWith('<script>alert("x")</script>')).toBe(true);
  });

  it('cannot add a header line through the subject', () => {
    const email = rendered({ subject: 'For {{name}}', body: 'x' }, { name: 'Ali\r\nBcc: someone@example.org\n' });
    expect(email.subject).toBe('For Ali Bcc: someone@example.org');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('is escaped in the page title, where the subject is repeated', () => {
    const email = rendered({ subject: 'For {{name}}', body: 'x' }, { name: '</title><img src=x>' });
    expect(email.html).toContain('<title>For &lt;/title&gt;&lt;img src=x&gt;</title>');
  });
});

describe('the system’s block after the body', () => {
  it('survives a body that ends in an open comment or a hidden block', () => {
    const appendix = { html: '<p>Your private link: https://careers.example.com/l/abc</p>' };
    for (const body of ['<p>Hello</p><!--', '<p>Hello</p><div style="display:none">', '<p>Hello</p><a href="']) {
      const email = rendered({ subject: 'Hi', body }, {}, appendix);
      expect(email.html).toContain(appendix.html);
      expect(email.text).toContain('Your private link: https://careers.example.com/l/abc');
    }
  });
});

describe('an editor’s HTML', () => {
  it('loses scripts, event handlers and javascript: links, keeping the text', () => {
    const html = templateHtml(
      '<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">there</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|javascript/i);
    expect(html).toContain('Hi');
    expect(html).toContain('there');
  });

  it('keeps images from https addresses only', () => {
    expect(templateHtml('<img src="https://cdn.example.com/a.png" alt="logo">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="logo" />',
    );
    expect(templateHtml('<img src="http://cdn.example.com/a.png"><img src="/a.png"><img src="data:x">')).toBe('');
  });

  it('keeps text styles but drops what hides or moves a block', () => {
    const html = templateHtml('<p style="color:#fff;display:none;position:absolute;font-weight:bold">x</p>');
    expect(html).toBe('<p style="color:#fff;font-weight:bold">x</p>');
  });

  it('colours a link gold unless its editor styled it', () => {
    expect(templateHtml('<a href="https://a.example">a</a>')).toBe(
      '<a href="https://a.example" style="color:#d4af37;text-decoration:underline">a</a>',
    );
    expect(templateHtml('<a href="https://a.example" style="color:red">a</a>')).toBe(
      '<a href="https://a.example" style="color:red">a</a>',
    );
  });
});

describe('the language a template is sent in', () => {
  const template = { subject: 'Hello', body: '<p>Hello</p>', subject_ar: 'مرحبا', body_ar: '<p>مرحبا</p>' };

  it('is Arabic for an Arabic candidate when both Arabic texts exist', () => {
    expect(templateIn(template, 'ar')).toEqual({ subject: 'مرحبا', body: '<p>مرحبا</p>', locale: 'ar' });
    expect(templateIn(template, 'en')).toEqual({ subject: 'Hello', body: '<p>Hello</p>', locale: 'en' });
  });

  it('falls back to English when the Arabic is half written or blank', () => {
    expect(templateIn({ ...template, body_ar: '  ' }, 'ar').locale).toBe('en');
    expect(templateIn({ ...template, subject_ar: null }, 'ar').locale).toBe('en');
    expect(templateIn({ subject: 'S', body: null }, 'ar')).toEqual({ subject: 'S', body: '', locale: 'en' });
  });
});
