/** Tabs of one browser tell each other about logins, logouts and account switches. */
export const SESSION_CHANNEL = 'host-shell.session';

export interface SessionChannel {
  /** Tells the other tabs that the session changed. */
  announce(): void;
  /** Runs `onChange` when another tab announces; returns the unsubscribe. */
  listen(onChange: () => void): () => void;
}

export function createSessionChannel(): SessionChannel {
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  return {
    announce() {
      channel?.postMessage({ type: 'session-changed', ts: Date.now() });
    },
    listen(onChange) {
      if (!channel) return () => undefined;
      const handler = (event: MessageEvent<unknown>): void => {
        const data = event.data;
        if (
          typeof data === 'object' &&
          data !== null &&
          (data as { type?: unknown }).type === 'session-changed'
        ) {
          onChange();
        }
      };
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}
