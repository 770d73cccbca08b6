import type { ApplicationTimelineEntry } from '@careers/shared';

// The record the detail dialog reads is the shared contract's (GET /backoffice/applications/:id).
export type {
  AiScoringInfo,
  ApplicationRecord,
  CvFormat,
} from '@careers/shared';

/** One line of the Timeline tab, as the server builds it. */
export type TimelineEntry = ApplicationTimelineEntry;
