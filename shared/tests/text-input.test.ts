import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminSetupSchema,
  adminUserCreateFormSchema,
  adminUserUpdateFormSchema,
  applyFormSchema,
  contactCorrectionSchema,
  controlCharacterPath,
  interviewScheduleFormSchema,
  jobTemplateFormSchema,
  messages,
  onboardingFormSchema,
  personName,
  refuseControlCharacters,
  requiredText,
  settingsChangesSchema,
  webAddress,
} from '../src';
import { firstMessage } from './first-message';

// Text a client sends holds no control character but tabs and line breaks
// (PostgreSQL answered a NUL with a 500), and a link someone opens is a web address.

describe('text a client sends', () => {
  const form = z.object({ description: requiredText(200) });

  it('keeps tabs and line breaks, as long texts and pasted Windows text have them', () => {
    expect(form.parse({ description: 'Close the books\r\n\t- monthly\n\t- yearly' })).toEqual({
      description: 'Close the books\r\n\t- monthly\n\t- yearly',
    });
  });

  it.each(['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u001f'])(
    'refuses %j inside a text, naming the field',
    (character) => {
      expect(firstMessage(form.safeParse({ description: `Close${character}the books` }))).toBe(
        messages.validation.controlCharacter('description'),
      );
    },
  );

  it('names a field inside a record or a list by its path', () => {
    const answers = applyFormSchema.shape.screening_answers;
    expect(
      firstMessage(z.object({ screening_answers: answers }).safeParse({ screening_answers: '{"2":"a\\u0000"}' })),
    ).toBe(messages.validation.controlCharacter('screening_answers.2'));
    const interviewers = { additional_interviewers: [{ name: 'Sara\u0000', email: 'sara@example.com' }] };
    const panel = z.object({ additional_interviewers: interviewScheduleFormSchema.in.shape.additional_interviewers });
    expect(firstMessage(panel.safeParse(interviewers))).toBe(
      messages.validation.controlCharacter('additional_interviewers.0.name'),
    );
  });

  it('is the rule of every text of a form, the settings included', () => {
    const requirements = z.object({ requirements: jobTemplateFormSchema.shape.requirements });
    expect(firstMessage(requirements.safeParse({ requirements: '- ACCA\u0000' }))).toBe(
      messages.validation.controlCharacter('requirements'),
    );
    expect(firstMessage(settingsChangesSchema.safeParse({ system_name: 'Gulf\u0000' }))).toBe(
      messages.validation.controlCharacter('system_name'),
    );
  });

  it('finds a control character anywhere in JSON that no text schema reads', () => {
    expect(controlCharacterPath({ q: 'ok', status: ['new', 'a\u0000'] })).toEqual(['status', 1]);
    expect(controlCharacterPath({ q: 'tabs\tand\nlines', n: 3, none: null })).toBeNull();
    const filter = z.unknown().superRefine(refuseControlCharacters('filter'));
    expect(firstMessage(filter.safeParse({ q: '\u0000' }))).toBe(messages.validation.controlCharacter('filter.q'));
  });
});

describe('a web address', () => {
  const link = webAddress('Enter a web address');

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://meet.example.com/x',
    '//evil.example/x',
    'meet.example.com/abc',
    'https://',
  ])('refuses %s with the field’s message', (value) => {
    expect(firstMessage(link.safeParse(value))).toBe('Enter a web address');
  });

  it('takes http and https addresses, trimmed', () => {
    expect(link.parse(' https://meet.example.com/j/123?pwd=x ')).toBe('https://meet.example.com/j/123?pwd=x');
    expect(link.parse('http://intranet:8080/room')).toBe('http://intranet:8080/room');
  });

  it('is the meeting link of Schedule Interview, blank meaning none', () => {
    const meeting = z.object({ meeting_link: interviewScheduleFormSchema.in.shape.meeting_link });
    expect(meeting.parse({ meeting_link: '' })).toEqual({ meeting_link: null });
    expect(firstMessage(meeting.safeParse({ meeting_link: 'javascript:alert(1)' }))).toBe(
      messages.interviews.invalidMeetingLink,
    );
  });
});

describe("a person's name", () => {
  /** Each embedding, override and isolate a name could carry to turn what staff read around. */
  const BIDI_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const disguised = 'Omar \u202efdp.exe\u202c Saleh';

  it.each(BIDI_CONTROLS)('loses %j, wherever it stands', (control) => {
    expect(personName(200).parse(`${control} Omar${control} Saleh ${control}`)).toBe('Omar Saleh');
  });

  it('shows an extension that was written backwards as written, no longer turned around', () => {
    expect(personName(200).parse(disguised)).toBe('Omar fdp.exe Saleh');
  });

  it('is missing when nothing but bidi controls and spaces was typed', () => {
    expect(firstMessage(personName(200).safeParse(' \u202e\u2066 '))).toBe(messages.validation.required);
  });

  it('keeps an Arabic name, and the marks that only order neutral characters, as written', () => {
    expect(personName(200).parse('مريم عبد الرحمن\u200f (Maryam)')).toBe('مريم عبد الرحمن\u200f (Maryam)');
  });

  it('is the rule of every name a client sends: applicant, candidate, interviewers, back-office users, new hires', () => {
    const interviewers = interviewScheduleFormSchema.in.shape;
    const names = [
      applyFormSchema.shape.full_name,
      contactCorrectionSchema.shape.full_name,
      interviewers.interviewer_name,
      interviewers.additional_interviewers.unwrap().element.shape.name,
      adminUserCreateFormSchema.shape.full_name,
      adminUserUpdateFormSchema.shape.full_name,
      adminSetupSchema.shape.full_name,
      onboardingFormSchema.shape.first_name,
      onboardingFormSchema.shape.last_name,
      onboardingFormSchema.shape.emergency_contact_name,
    ];
    for (const name of names) expect(name.parse(disguised)).toBe('Omar fdp.exe Saleh');
  });
});
