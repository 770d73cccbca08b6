import { messages } from '@careers/shared/client';

/** The spec's top-level error screen: what went wrong, and Reload Page. */
export default function ConnectionError({ message }: { message: string }) {
  return (
    <div role="alert" className="connection-error">
      <h2>{messages.common.connectionError}</h2>
      <p>{message}</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {messages.common.reloadPage}
      </button>
    </div>
  );
}
