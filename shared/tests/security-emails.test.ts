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
