import { z } from 'zod';
import { APPLICATION_STATUSES, ARCHIVE_FILTERS, DATE_RANGE_FILTERS, SCORE_FILTERS } from '../constants/applications';
import { documentId, isoDate, textInput } from './common';

/** The AI and interview score filters: the three bands (AI_SCORE_BANDS, INTERVIEW_SCORE_BANDS), plus scored and unscored. */
const scoreBand = z.enum(SCORE_FILTERS);

/**
 * The filters of the Applications tab (docs/requirements.md#applications-list-manage_applications): search, multi-selects,
 * score bands, a date range (custom end date inclusive to the end of that day) and archive status.
 */
export const applicationFiltersSchema = z
  .strictObject({
    q: textInput().trim().max(200).optional(),
    // All seven: the list's select offers six, the pipeline board has a pending column too.
    status: z.array(z.enum(APPLICATION_STATUSES)).max(10).optional(),
    job_posting_id: z.array(documentId).max(200).optional(),
    nationality: z.array(textInput().max(80)).max(200).optional(),
    ai_score: z.array(scoreBand).max(5).optional(),
    interview_score: z.array(scoreBand).max(5).optional(),
    date_range: z.enum(DATE_RANGE_FILTERS).default('all'),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    archive: z.enum(ARCHIVE_FILTERS).default('active'),
    // Our own addition: only applications awaiting review longer than the ageing setting allows.
    ageing: z.boolean().optional(),
    // Our own addition: only applications with a scorecard not in after its interview.
    scorecards_awaiting: z.boolean().optional(),
    // react-admin's getMany: the named applications, whatever their archive state.
    id: z.array(documentId).max(1000).optional(),
  })
  .refine((filters) => filters.date_range !== 'custom' || (filters.date_from && filters.date_to), {
    error: 'Choose a start and an end date',
    path: ['date_from'],
  })
  .refine((filters) => !filters.date_from || !filters.date_to || filters.date_from <= filters.date_to, {
    error: 'The start date must be before the end date',
    path: ['date_to'],
  });
export type ApplicationFilters = z.infer<typeof applicationFiltersSchema>;
