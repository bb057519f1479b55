import { UTA_UPGRADE_DATA, type UtaUpgradeMessage } from '@spot/contracts';
import type { AccountResult } from './account-errors';
import type { Accounts } from './accounts';

/** How long a UTA upgrade takes in the sim, from the call to the pushed result. */
export const UPGRADE_DELAY_MS = 2_000;

/**
 * The sim's UTA upgrade (spec 001 §4): the call puts both member tags in PROCESS (journaled);
 * after `delayMs` the account becomes UTA1 and `user.uta.upgrade` pushes code 200, data "0"
 * (the page reloads). An upgrade under way when the sim stopped is finished after a restart.
 */
export function createUtaUpgrades(deps: {
  readonly accounts: Pick<Accounts, 'startUpgrade' | 'finishUpgrade' | 'upgradesUnderWay'>;
  readonly push: (userId: string, message: UtaUpgradeMessage) => void;
  readonly delayMs?: number;
}) {
  const delay = deps.delayMs ?? UPGRADE_DELAY_MS;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const finishLater = (userId: string): void => {
    if (timers.has(userId)) return;
    timers.set(
      userId,
      setTimeout(() => {
        timers.delete(userId);
        void deps.accounts.finishUpgrade(userId).then(
          (finished) => {
            if (finished) deps.push(userId, { code: 200, data: UTA_UPGRADE_DATA.done });
          },
          () => undefined, // The journal refused: the upgrade stays under way.
        );
      }, delay),
    );
  };
  return {
    async start(userId: string): Promise<AccountResult<{ readonly status: 'PROCESS' }>> {
      const result = await deps.accounts.startUpgrade(userId);
      if (result.ok) finishLater(userId);
      return result;
    },
    /** After a restart: finishes the upgrades the journal left under way. */
    resume(): void {
      for (const userId of deps.accounts.upgradesUnderWay()) finishLater(userId);
    },
    dispose(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type UtaUpgrades = ReturnType<typeof createUtaUpgrades>;
