import { commonMessages } from '@careers/shared/client';

/** The spec's top-level error screen: what went wrong, and Reload Page. */
export default function ConnectionError({ message }: { message: string }) {
  return (
    <div role="alert" className="connection-error">
      <h2>{commonMessages.connectionError}</h2>
      <p>{message}</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {commonMessages.reloadPage}
      </button>
    </div>
  );
}
