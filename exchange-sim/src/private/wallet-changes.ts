import { ACCOUNT_RECORD } from '../accounts/account-records';
import type { JournalRecord } from '../journal/journal';

/** Every token of the user's wallet: a reset may move any of them. */
export const ALL_TOKENS = 'all';

/** Per user, the tokens a change moved, or `ALL_TOKENS`. */
export type WalletChanges = Map<string, Set<string> | typeof ALL_TOKENS>;

/**
 * The wallets a durable batch of account records moved: a demo recharge, a spot-margin borrow
 * or a repayment its user's token; a reset every account's every token (free balances back to the seed); an account
 * opened its starter funds. Other account records move no funds.
 */
export function walletChangesOf(
  records: readonly JournalRecord[],
  everyUser: () => Iterable<string>,
): WalletChanges {
  const changes: WalletChanges = new Map();
  const addToken = (userId: string, token: string): void => {
    const tokens = changes.get(userId) ?? new Set<string>();
    if (tokens === ALL_TOKENS) return;
    tokens.add(token);
    changes.set(userId, tokens);
  };
  for (const record of records) {
    const { userId, token } = record;
    switch (record.t) {
      case ACCOUNT_RECORD.demoRecharge:
      case ACCOUNT_RECORD.marginBorrow:
      case ACCOUNT_RECORD.marginRepay:
        if (typeof userId === 'string' && typeof token === 'string') addToken(userId, token);
        break;
      case ACCOUNT_RECORD.register:
      // An hour of interest moves what every loan of the account owes.
      case ACCOUNT_RECORD.marginHours:
        if (typeof userId === 'string') changes.set(userId, ALL_TOKENS);
        break;
      case ACCOUNT_RECORD.reset:
        for (const id of everyUser()) changes.set(id, ALL_TOKENS);
        break;
      default:
        break;
    }
  }
  return changes;
}
