import type { ApplyTexts } from './apply-texts';

/** The top-level error screen: what went wrong, and Reload Page. */
export default function ConnectionError({
  message,
  texts,
}: {
  message: string;
  /** The two texts of the screen, in the page's language. */
  texts: ApplyTexts['common'];
}) {
  return (
    <div role="alert" className="connection-error">
      <h2>{texts.connectionError}</h2>
      <p>{message}</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {texts.reloadPage}
      </button>
    </div>
  );
}
