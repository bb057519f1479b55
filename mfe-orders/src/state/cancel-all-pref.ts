import type { HostApi } from '@spot/contracts';
import { CANCEL_ALL_CONFIRM_PREF } from './orders-controller';

/** Whether cancel-all asks first (the trader's preference; on unless turned off). */
export function cancelAllConfirmPref(host: HostApi) {
  return {
    subscribe: (onChange: () => void) => host.prefs.subscribe(CANCEL_ALL_CONFIRM_PREF, onChange),
    get: (): boolean => host.prefs.get<boolean>(CANCEL_ALL_CONFIRM_PREF) !== false,
    set: (on: boolean): void => host.prefs.set(CANCEL_ALL_CONFIRM_PREF, on),
  };
}
