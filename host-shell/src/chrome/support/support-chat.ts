import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HostApi } from '@spot/contracts';

/** The longest message the support bot takes (the sim's limit). */
export const MAX_SUPPORT_MESSAGE = 500;

export type ChatLine =
  | { readonly from: 'me'; readonly text: string }
  /** The bot's answer, as text. */
  | { readonly from: 'bot'; readonly text: string; readonly handoff: boolean }
  /** A line of the page's own (a message key): the bot could not be reached, a bad message. */
  | { readonly from: 'page'; readonly key: string };

export interface ChatState {
  readonly lines: readonly ChatLine[];
  readonly sending: boolean;
}

/**
 * The customer-service conversation (issue 23): each message goes to the support bot in the
 * page's language; its answer, a hand-off, or why nothing came back joins the log. A message
 * is sent once: the form waits for the answer before the next.
 */
export function createSupportChat(host: Pick<HostApi, 'api'>, lang: string) {
  const store: StoreApi<ChatState> = createStore<ChatState>(() => ({ lines: [], sending: false }));
  const add = (line: ChatLine) => store.setState((s) => ({ lines: [...s.lines, line] }));
  return {
    store,
    /** Sends `text`; false when it was not sent (empty, too long, or a message on its way). */
    async send(text: string): Promise<boolean> {
      const message = text.trim();
      if (message === '' || store.getState().sending) return false;
      if (message.length > MAX_SUPPORT_MESSAGE) {
        add({ from: 'page', key: 'host:support.tooLong' });
        return false;
      }
      add({ from: 'me', text: message });
      store.setState({ sending: true });
      const reply = await host.api.call('supportChat', { message, lang });
      store.setState({ sending: false });
      if (reply.ok) add({ from: 'bot', text: reply.result.answer, handoff: reply.result.handoff });
      else add({ from: 'page', key: 'host:support.unavailable' });
      return true;
    },
  };
}

export type SupportChat = ReturnType<typeof createSupportChat>;
