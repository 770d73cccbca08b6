// Public, read-only routes for the site build and browsers: no authentication, whitelisted data only.
const open = { auth: false as const };

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/public/jobs', handler: 'jobs.list', config: open },
    { method: 'GET', path: '/public/jobs/:id', handler: 'jobs.findOne', config: open },
    { method: 'GET', path: '/public/benefits', handler: 'benefits.list', config: open },
    { method: 'GET', path: '/public/pages/:page/sections', handler: 'sections.list', config: open },
    { method: 'GET', path: '/public/settings', handler: 'settings.show', config: open },
    { method: 'GET', path: '/public/privacy-notice', handler: 'sections.privacyNotice', config: open },
    { method: 'POST', path: '/public/jobs/:id/form-token', handler: 'applications.formToken', config: open },
    { method: 'POST', path: '/public/applications', handler: 'applications.submit', config: open },
    // The candidate's own page: the private link's token in the body.
    { method: 'POST', path: '/public/my-data', handler: 'my-data.overview', config: open },
    { method: 'POST', path: '/public/my-data/copy', handler: 'my-data.copy', config: open },
    { method: 'POST', path: '/public/my-data/contact', handler: 'my-data.contact', config: open },
    { method: 'POST', path: '/public/my-data/withdraw', handler: 'my-data.withdraw', config: open },
    { method: 'POST', path: '/public/my-data/erase', handler: 'my-data.erase', config: open },
    { method: 'POST', path: '/public/my-data/lost-link', handler: 'my-data.lostLink', config: open },
    // An interviewer's interview kit and scorecard: the kit link's token in the body.
    { method: 'POST', path: '/public/interview-kit', handler: 'interview-kit.show', config: open },
    { method: 'POST', path: '/public/interview-kit/draft', handler: 'interview-kit.draft', config: open },
    { method: 'POST', path: '/public/interview-kit/submit', handler: 'interview-kit.submit', config: open },
    { method: 'POST', path: '/public/interview-kit/cv', handler: 'interview-kit.cv', config: open },
    // An interviewer's private calendar feed: the secret token in the path is the only key.
    { method: 'GET', path: '/calendar/:file', handler: 'calendar.feed', config: open },
  ],
};
