// The detail dialog over a served API, for the component tests of the dialog and its footer dialogs.
import { labels, messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApplicationDetailDialog } from '../resources/applications/detail/ApplicationDetailDialog';
import type { ApplicationRecord } from '../resources/applications/detail/types';
import AccessKnown from './AccessKnown';
import { renderInAdmin } from './render';
import { type Answer, serve, signedInAs } from './server';

export const detail = labels.applicationDetail;
export const text = messages.applications;
export const API = '/api/backoffice/applications';

export const layla: ApplicationRecord = {
  id: 'laylaapplication01',
  reference_id: 'GH-2026-0001',
  full_name: 'Layla Haddad',
  email: 'layla@example.test',
  phone: '+973 3600 0001',
  nationality: 'Bahraini',
  job_posting_id: 'postingfrontend01',
  job_title: 'Frontend Engineer',
  status: 'new',
  ai_score: 85,
  interview_score: null,
  interview_feedback: null,
  interview_status: null,
  hired: false,
  rejection_email_scheduled: null,
  has_cv: true,
  cv_format: 'pdf',
  is_ageing: false,
  scorecards: null,
  is_duplicate_applicant: false,
  is_archived: false,
  created_at: '2026-11-20T09:30:00.000Z',
  years_of_experience: 6,
  years_related_experience: 4,
  screening_answers: {},
  cv_parsed_data: null,
  ai_summary: 'Strong React background.',
  ai_insights: null,
  ai_score_breakdown: null,
  ai_scoring: {
    status: 'scored',
    method: 'offline',
    model: null,
    prompt_version: 'offline-1',
    scored_at: '2026-11-20T09:31:00.000Z',
    error: null,
  },
  legal_hold: null,
  erased_at: null,
  consent: { privacy_notice_version: 1, given_at: '2026-11-20T08:30:00.000Z', ai_screening: true },
};
export const omar: ApplicationRecord = {
  ...layla,
  id: 'omarapplication002',
  full_name: 'Omar Saleh',
  reference_id: 'GH-2026-0002',
};

/** Shows where the app went, for Close and j/k. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

export async function openDialog(
  record: Partial<ApplicationRecord> = {},
  {
    at,
    role = 'super_admin',
    routes = {},
  }: {
    at?: string;
    role?: 'super_admin' | 'viewer';
    routes?: Record<string, Answer | ((request: { body: unknown; url: URL }) => Answer)>;
  } = {},
) {
  const shown = { ...layla, ...record };
  const server = serve({
    'GET /api/admin-auth/me': signedInAs(role),
    [`GET ${API}/${shown.id}`]: { body: shown },
    [`GET ${API}/${omar.id}`]: { body: omar },
    [`GET ${API}/${shown.id}/neighbours`]: { body: { previous: null, next: omar.id, position: 20, total: 25 } },
    [`GET ${API}/${omar.id}/neighbours`]: { body: { previous: shown.id, next: null, position: 21, total: 25 } },
    [`GET ${API}/${shown.id}/timeline`]: { body: { data: [] } },
    ...routes,
  });
  await renderInAdmin(
    <>
      <Routes>
        <Route path="/applications/:id/:tab?" element={<ApplicationDetailDialog />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <AccessKnown resource="applications" action="edit" />
    </>,
    { at: at ?? `/applications/${shown.id}?status=new` },
  );
  const dialog = await screen.findByRole('dialog', { name: shown.full_name });
  return { server, dialog, user: userEvent.setup() };
}
