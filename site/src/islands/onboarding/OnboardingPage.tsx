import '../apply/zod-without-eval';
import type { OnboardingInvitation } from '@careers/shared/onboarding';
import { useEffect, useState } from 'react';
import OnboardingForm from './OnboardingForm';
import { loadInvitation } from './onboarding-api';
import { useOnboardingTexts } from './onboarding-texts';
import ScreenHeading from './ScreenHeading';

type View =
  | { state: 'loading' }
  | { state: 'closed'; message: string }
  | { state: 'form'; invitation: OnboardingInvitation }
  | { state: 'complete' };

/** The link's secret: the part after /onboarding/ in /onboarding/{token} or /ar/onboarding/{token}. */
function tokenFromAddress(): string {
  const token = /\/onboarding\/([^/]*)/.exec(window.location.pathname)?.[1] ?? '';
  // The server serves the page only for secrets of plain characters: anything else names no link.
  return /^[A-Za-z0-9_-]+$/.test(token) ? token : '';
}

/** The whole onboarding page: loads who the link welcomes, then the form, then the success screen. */
export default function OnboardingPage() {
  const texts = useOnboardingTexts();
  const { form: L, messages } = texts;
  const [token, setToken] = useState('');
  const [view, setView] = useState<View>({ state: 'loading' });

  // Read in the browser only: the page is rendered once at build time, for every link.
  useEffect(() => {
    const secret = tokenFromAddress();
    setToken(secret);
    if (!secret) {
      setView({ state: 'closed', message: texts.messages.invalidLink });
      return;
    }
    let current = true;
    loadInvitation(secret, texts).then((outcome) => {
      if (!current) return;
      setView(
        outcome.ok ? { state: 'form', invitation: outcome.invitation } : { state: 'closed', message: outcome.message },
      );
    });
    return () => {
      current = false;
    };
  }, [texts]);

  if (view.state === 'loading') {
    return (
      <p className="muted" role="status">
        {L.loading}
      </p>
    );
  }
  if (view.state === 'closed') {
    return (
      <div role="alert" className="onboarding-notice">
        <ScreenHeading>{L.title}</ScreenHeading>
        <p className="error-box">{view.message}</p>
      </div>
    );
  }
  if (view.state === 'complete') {
    return (
      <div className="onboarding-notice">
        <ScreenHeading>{messages.complete}</ScreenHeading>
        <p>{L.completeHint}</p>
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
