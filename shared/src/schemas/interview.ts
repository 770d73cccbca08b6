import { z } from 'zod';
import {
  DEFAULT_INTERVIEW_DURATION,
  INTERVIEW_DURATIONS,
  MAX_ADDITIONAL_INTERVIEWERS,
} from '../constants/applications';
import { startsInThePast } from '../domain/dates';
import { interviewsMessages, validationMessages } from '../messages';
import {
  dateNotInPast,
  emailAddress,
  optionalText,
  personName,
  personNameOrBlank,
  requiredText,
  textInput,
  webAddress,
} from './common';

const additionalInterviewer = z.object({
  name: personNameOrBlank(200).default(''),
  // Blank leaves the row out; anything else must be an address the invitation can go to.
  email: textInput()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.email({ error: validationMessages.invalidEmail }).max(254)]))
    .default(''),
});

/** When and where an interview takes place: Schedule Interview's first fields, and all of Reschedule's. */
const interviewWhenAndWhere = {
  scheduled_date: z.string().pipe(dateNotInPast),
  scheduled_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Please choose a time' }),
  duration_minutes: z.coerce
    .number()
    .refine((minutes) => (INTERVIEW_DURATIONS as readonly number[]).includes(minutes), {
      error: 'Choose 30, 45, 60, 90 or 120 minutes',
    })
    .default(DEFAULT_INTERVIEW_DURATION),
  location: requiredText(300),
  // Blank is no link; anything else is a web address (a javascript: link broke the calendar invitation).
  meeting_link: z
    .string({ error: interviewsMessages.invalidMeetingLink })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(webAddress(interviewsMessages.invalidMeetingLink).nullable()),
};

// A start earlier today passes the date's own rule, so the time is checked against the clock as well.
const notStartedYet = (form: { scheduled_date: string; scheduled_time: string }) =>
  !startsInThePast(form.scheduled_date, form.scheduled_time);
const startInPast = { error: interviewsMessages.startInPast, path: ['scheduled_time'] };

/** Reschedule: the same interviewers, a new time or place. */
export const interviewRescheduleFormSchema = z.strictObject(interviewWhenAndWhere).refine(notStartedYet, startInPast);
export type InterviewRescheduleForm = z.infer<typeof interviewRescheduleFormSchema>;

/**
 * Schedule Interview (docs/requirements.md#interviews-manage_applications). Additional interviewers are kept only when both
 * name and e-mail are filled, and only then listed in the notes.
 */
export const interviewScheduleFormSchema = z
  .strictObject({
    ...interviewWhenAndWhere,
    interviewer_name: personName(200),
    interviewer_email: emailAddress,
    additional_interviewers: z
      .array(additionalInterviewer)
      .max(MAX_ADDITIONAL_INTERVIEWERS, { error: validationMessages.tooManyInterviewers(MAX_ADDITIONAL_INTERVIEWERS) })
      .default([]),
    notes: optionalText(5000),
  })
  .refine(notStartedYet, startInPast)
  .transform((form) => ({
    ...form,
    additional_interviewers: form.additional_interviewers.filter((person) => person.name && person.email),
  }));
export type InterviewScheduleForm = z.infer<typeof interviewScheduleFormSchema>;
