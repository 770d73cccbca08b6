import { z } from 'zod';
import { documentId } from './common';

/** The dashboard's query: every figure about applications may be limited to one job posting. */
export const dashboardMetricsQuerySchema = z.strictObject({ job_posting_id: documentId.optional() });
