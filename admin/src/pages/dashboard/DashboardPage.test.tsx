import { type DashboardMetrics, labels } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { refusal, type Served, serve, signedInAs } from '../../test/server';
import DashboardPage from './DashboardPage';
import { askMetricsEarly, earlyFiguresFor } from './early-metrics';

const text = labels.dashboard;
const METRICS = 'GET /api/backoffice/dashboard/metrics';

const empty: DashboardMetrics = {
  generated_at: '2026-11-23T09:05:07.000Z',
  job_posting_id: null,
  recruitment: {
    avg_time_to_hire_days: null,
    interviewed_candidates: 0,
    avg_cost_per_hire: 0,
    positions_filled: 0,
    positions_open: 0,
  },
  tiles: { total_jobs: 0, active_jobs: 0, total_applications: 0, new_to_review: 0, total_hires: 0, interview_rate: 0 },
  statuses: { new: 0, reviewed: 0, shortlisted: 0, interviewed: 0, rejected: 0, withdrawn: 0 },
  trends: ['17', '18', '19', '20', '21', '22', '23'].map((day) => ({ date: `2026-11-${day}`, count: 0 })),
  top_jobs: [],
  top_applicants: [],
  funnel: (['applied', 'reviewed', 'shortlisted', 'interviewed', 'hired'] as const).map((stage) => ({
    stage,
    count: 0,
  })),
  job_options: [],
  time_in_stage: (['new', 'reviewed', 'shortlisted', 'interviewed'] as const).map((status) => ({
    status,
    median_days: null,
    samples: 0,
  })),
};

const applicant = (n: number, score: number) => ({
  id: `application${n}aaaaaaaaaaaa`,
  full_name: `Candidate ${n}`,
  job_title: 'Accountant',
  ai_score: score,
  created_at: '2026-11-20T10:00:00.000Z',
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function show(metrics: DashboardMetrics, at = '/dashboard') {
  const server = serve({ 'GET /api/admin-auth/me': signedInAs('viewer'), [METRICS]: { body: metrics } });
  await renderInAdmin(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { at },
  );
  return server;
}

describe('the dashboard page', () => {
  it('shows the empty texts and zeros of an empty system, and the last-updated time in Bahrain', async () => {
    await show(empty);
    expect(await screen.findByText(text.noData)).toBeTruthy();
    expect(screen.getByText(text.noApplicants)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getByText(text.subtitle)).toBeTruthy();
    expect(screen.getByTestId('last-updated').textContent).toBe(text.lastUpdated('12:05:07'));
    expect(screen.getByText(`0 ${text.days}`)).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    // Seven days, labelled by weekday: 17 November 2026 is a Tuesday.
    const days = within(screen.getByRole('region', { name: text.applicationTrends })).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual(['0Tue', '0Wed', '0Thu', '0Fri', '0Sat', '0Sun', '0Mon']);
  });

  it('ranks the applicants, highlights the top three, stars 90+, and View Details opens the application', async () => {
    const scores = [97, 92, 90, 89, 85, 80, 79, 70, 60, 59];
    await show({ ...empty, top_applicants: scores.map((score, n) => applicant(n, score)) });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.getAttribute('data-highlighted'))).toEqual([
      ...['true', 'true', 'true'],
      ...Array(7).fill('false'),
    ]);
    expect(within(table).getAllByTitle(text.topScore)).toHaveLength(3);
    await userEvent
      .setup()
      .click(within(rows[0] as HTMLElement).getByRole('button', { name: text.columns.viewDetails }));
    expect((await screen.findByTestId('where')).textContent).toBe('/applications/application0aaaaaaaaaaaa');
  });

  it('says what the interview rate counts beside its percentage', async () => {
    await show({
      ...empty,
      recruitment: { ...empty.recruitment, interviewed_candidates: 35 },
      tiles: { ...empty.tiles, total_hires: 11, interview_rate: 318 },
    });
    const tile = (await screen.findByText(text.interviewRate)).closest('li');
    expect(tile?.textContent).toContain('318%');
    expect(tile?.textContent).toContain(`${text.interviewedToHired}: 35 interviewed for 11 hires`);
  });

  it('scales the trend bars and the top jobs to the largest figure', async () => {
    const trends = empty.trends.map((day, index) => ({ ...day, count: [0, 2, 4, 1, 0, 0, 3][index] ?? 0 }));
    await show({
      ...empty,
      trends,
      top_jobs: [
        { id: 'jobaaaaaaaaaaaa1', title: 'Accountant', applications: 8, avg_ai_score: 74 },
        { id: 'jobaaaaaaaaaaaa2', title: 'Auditor', applications: 2, avg_ai_score: null },
      ],
    });
    const bars = await screen.findAllByTestId('trend-bar');
    expect(bars.map((bar) => getComputedStyle(bar).height)).toEqual(['0%', '50%', '100%', '25%', '0%', '0%', '75%']);
    expect(screen.getByText(`${text.applicationsCount(8)} · ${text.avgScore('74')}`)).toBeTruthy();
    expect(screen.getByText(`${text.applicationsCount(2)} · ${text.avgScore('0')}`)).toBeTruthy();
  });

  it('limits the figures to the job named in the URL, and a choice of job goes into the URL', async () => {
    const asked: string[] = [];
    const jobs = [
      { id: 'jobaaaaaaaaaaaa1', title: 'Accountant' },
      { id: 'jobaaaaaaaaaaaa2', title: 'Auditor' },
    ];
    serve({
      'GET /api/admin-auth/me': signedInAs('viewer'),
      [METRICS]: ({ url }) => {
        asked.push(url.search);
        return { body: { ...empty, job_options: jobs, job_posting_id: url.searchParams.get('job_posting_id') } };
      },
    });
    await renderInAdmin(
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
      </Routes>,
      { at: '/dashboard?job=jobaaaaaaaaaaaa1' },
    );
    const select = await screen.findByRole('combobox', { name: text.jobFilter });
    expect(await within(select).findByText('Accountant')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Auditor' }));
    expect(await within(select).findByText('Auditor')).toBeTruthy();
    expect(asked).toEqual(['?job_posting_id=jobaaaaaaaaaaaa1', '?job_posting_id=jobaaaaaaaaaaaa2']);
  });
});

describe('the figures asked for at start-up', () => {
  const figures = { ...empty, top_applicants: [applicant(1, 88)] };
  const asked = (server: Served) => server.requests.filter((request) => request === METRICS).length;
  const settled = () => new Promise((done) => setTimeout(done, 0));

  it('shows them in the first frame, ready to refresh, without asking again; Refresh and a second load ask the server', async () => {
    const server = serve({ 'GET /api/admin-auth/me': signedInAs('viewer'), [METRICS]: { body: figures } });
    askMetricsEarly('');
    await waitFor(() => expect(earlyFiguresFor('')).not.toBeNull());
    const { unmount } = await renderInAdmin(<DashboardPage />, { at: '/dashboard' });
    expect(screen.getByText('Candidate 1')).toBeTruthy();
    // Not asking again, the page has nothing to wait for: Refresh is ready in the first frame.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.refresh }).disabled).toBe(false);
    expect(asked(server)).toBe(1);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.refresh }));
    await waitFor(() => expect(asked(server)).toBe(2));
    unmount();
    await renderInAdmin(<DashboardPage />, { at: '/dashboard' });
    await waitFor(() => expect(asked(server)).toBe(3));
  });

  it('asks again when the early answer was refused (signed out at start-up) or was for another job', async () => {
    let answers = 0;
    const server = serve({
      'GET /api/admin-auth/me': signedInAs('viewer'),
      [METRICS]: () => (answers++ === 0 ? refusal(401, 'Signed out') : { body: figures }),
    });
    askMetricsEarly('');
    await settled();
    await renderInAdmin(<DashboardPage />, { at: '/dashboard' });
    expect(await screen.findByText('Candidate 1')).toBeTruthy();
    expect(asked(server)).toBe(2);

    askMetricsEarly('?job=jobaaaaaaaaaaaa1');
    await settled();
    await renderInAdmin(<DashboardPage />, { at: '/dashboard' });
    await waitFor(() => expect(asked(server)).toBe(4));
  });
});
