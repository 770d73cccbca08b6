import '../apply/zod-without-eval';
import { onboardingFormLabels, onboardingMessages } from '@careers/shared/client';
import type { OnboardingInvitation } from '@careers/shared/onboarding';
import { useEffect, useState } from 'react';
import OnboardingForm from './OnboardingForm';
import { loadInvitation } from './onboarding-api';
import ScreenHeading from './ScreenHeading';

type View =
  | { state: 'loading' }
  | { state: 'closed'; message: string }
  | { state: 'form'; invitation: OnboardingInvitation }
  | { state: 'complete' };

/** The link's secret: the last part of /onboarding/{token}. */
function tokenFromAddress(): string {
  const [, , token = ''] = window.location.pathname.split('/');
  // The server serves the page only for secrets of plain characters: anything else names no link.
  return /^[A-Za-z0-9_-]+$/.test(token) ? token : '';
}

/** The whole onboarding page: loads who the link welcomes, then the form, then the success screen. */
export default function OnboardingPage() {
  const [token, setToken] = useState('');
  const [view, setView] = useState<View>({ state: 'loading' });

  // Read in the browser only: the page is rendered once at build time, for every link.
  useEffect(() => {
    const secret = tokenFromAddress();
    setToken(secret);
    if (!secret) {
      setView({ state: 'closed', message: onboardingMessages.invalidLink });
      return;
    }
    let current = true;
    loadInvitation(secret).then((outcome) => {
      if (!current) return;
      setView(
        outcome.ok ? { state: 'form', invitation: outcome.invitation } : { state: 'closed', message: outcome.message },
      );
    });
    return () => {
      current = false;
    };
  }, []);

  if (view.state === 'loading') {
    return (
      <p className="muted" role="status">
        {onboardingFormLabels.loading}
      </p>
    );
  }
  if (view.state === 'closed') {
    return (
      <div role="alert" className="onboarding-notice">
        <ScreenHeading>{onboardingFormLabels.title}</ScreenHeading>
        <p className="error-box">{view.message}</p>
      </div>
    );
  }
  if (view.state === 'complete') {
    return (
      <div className="onboarding-notice">
        <ScreenHeading>{onboardingMessages.complete}</ScreenHeading>
        <p>{onboardingFormLabels.completeHint}</p>
      </div>
    );
  }
  return (
    <OnboardingForm
      token={token}
      invitation={view.invitation}
      onComplete={() => {
        setView({ state: 'complete' });
        window.scrollTo({ top: 0 });
      }}
      onLinkClosed={(message) => setView({ state: 'closed', message })}
    />
  );
}
