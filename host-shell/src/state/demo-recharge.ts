import {
  Dec,
  isDecimalString,
  type ApiResult,
  type DemoRechargeResult,
  type HostApi,
} from '@spot/contracts';

/** The token the sim's demo wallet is kept and recharged in (spec 001 §3 `wb`). */
export const DEMO_WALLET_TOKEN = 'USDT';
/** The resultCode of a wallet that is not empty enough to recharge (spec 001 §8). */
export const NOT_EMPTY_CODE = '3410020';

/** What a recharge came to (spec 001 §8), as the toast it shows. */
export type RechargeOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'notEmpty' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'server'; readonly message: string };

/** A wallet balance that is exactly zero; anything unreadable is not (no modal on bad data). */
export function isEmptyWallet(wb: unknown): boolean {
  return isDecimalString(wb) && new Dec(wb).isZero();
}

/**
 * Spec 001 §8: resultCode "0" succeeds, "3410020" has its own message, other result codes the
 * global recharge error; a refused call (a non-zero code) shows the server's message.
 */
export function rechargeOutcome(reply: ApiResult<DemoRechargeResult>): RechargeOutcome {
  if (!reply.ok) {
    return reply.kind === 'business' && reply.message
      ? { kind: 'server', message: reply.message }
      : { kind: 'failed' };
  }
  if (reply.result.resultCode === '0') return { kind: 'success' };
  if (reply.result.resultCode === NOT_EMPTY_CODE) return { kind: 'notEmpty' };
  return { kind: 'failed' };
}

/**
 * Reads a logged-in demo account's wallet whenever the session changes, and says whether it is
 * empty (a visitor or a real account: never). Returns the stop.
 */
export function watchDemoWallet(
  host: Pick<HostApi, 'api' | 'session'>,
  onEmpty: (empty: boolean) => void,
): () => void {
  let userId: string | null = null;
  let stopped = false;
  const check = (): void => {
    const session = host.session.get();
    const next = session.isLogin && session.roles.demo ? (session.user?.id ?? null) : null;
    if (next === userId) return;
    userId = next;
    if (next === null) {
      onEmpty(false);
      return;
    }
    void host.api.call('demoWallet', {}).then((reply) => {
      if (stopped || userId !== next) return;
      onEmpty(reply.ok && isEmptyWallet(reply.result.wb));
    });
  };
  check();
  const off = host.session.subscribe(check);
  return () => {
    stopped = true;
    off();
  };
}

export async function rechargeDemo(host: Pick<HostApi, 'api'>): Promise<RechargeOutcome> {
  return rechargeOutcome(await host.api.call('demoRecharge', { bizScene: 'SPOT_TRADE' }));
}
