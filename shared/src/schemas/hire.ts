import { z } from 'zod';
import {
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_SALARY_FREQUENCY,
  EMPLOYMENT_TYPES,
  SALARY_FREQUENCIES,
} from '../constants/hiring';
import { CURRENCIES, DEFAULT_CURRENCY } from '../constants/jobs';
import { validationMessages } from '../messages';
import { dateNotInPast, hasAtMostTwoDecimals, requiredFormNumber, requiredText } from './common';

const money = requiredFormNumber(0, 100_000_000, validationMessages.amountRequired).refine(hasAtMostTwoDecimals, {
  error: validationMessages.atMostTwoDecimals,
});

/** Hire Candidate (docs/requirements.md#hiring-and-hired-staff). */
export const hireFormSchema = z.strictObject({
  start_date: z.string().pipe(dateNotInPast),
  salary_amount: money,
  salary_currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
  salary_frequency: z.enum(SALARY_FREQUENCIES).default(DEFAULT_SALARY_FREQUENCY),
  employment_type: z.enum(EMPLOYMENT_TYPES).default(DEFAULT_EMPLOYMENT_TYPE),
  department: requiredText(120),
  // What the hire cost (agency, ads): optional; blank means not given.
  recruitment_cost: z.preprocess((value) => (value === '' ? undefined : value), money.optional()),
});
export type HireForm = z.infer<typeof hireFormSchema>;
