// Test support: the Applications routes as App.tsx mounts them, with the current address shown.
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import ApplicationsList from '../resources/applications/ApplicationsList';
import ApplicationsPage from '../resources/applications/ApplicationsPage';
import type { ApplicationRow } from '../resources/applications/application-row';
import CvLibrary from '../resources/applications/cv-library/CvLibrary';
import { renderInAdmin } from './render';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/** The browser's Back button, for the router's own history. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

export function renderApplications(at: string) {
  return renderInAdmin(
    <>
      <Routes>
        <Route path="/applications" element={<ApplicationsPage />}>
          <Route path="cv-library" element={<CvLibrary />} />
          <Route element={<ApplicationsList />}>
            <Route index element={null} />
            <Route path=":id/:tab?" element={null} />
          </Route>
        </Route>
      </Routes>
      <Address />
      <Back />
    </>,
    { at },
  );
}

export function applicationRow(n: number, changes: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id: `application${String(n).padStart(4, '0')}`,
    reference_id: `GH-2026-${String(n).padStart(5, '0')}`,
    full_name: `Applicant ${n}`,
    email: `applicant${n}@mail.test`,
    phone: '+973 3600 0000',
    nationality: 'Bahraini',
    job_posting_id: 'posting00001',
    job_title: 'Senior Accountant',
    status: 'new',
    ai_score: 85,
    interview_score: null,
    is_duplicate_applicant: false,
    is_archived: false,
    is_ageing: false,
    scorecards: null,
    has_cv: true,
    created_at: '2026-11-20T08:30:00.000Z',
    interview_status: null,
    rejection_email_scheduled: null,
    hired: false,
    erased_at: null,
    ...changes,
  };
}

export const FACETS = {
  body: {
    total: 240,
    nationalities: ['Bahraini', 'Indian'],
    job_positions: [{ id: 'posting00001', title: 'Senior Accountant' }],
  },
};
