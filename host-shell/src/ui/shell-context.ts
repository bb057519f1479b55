import { createContext, useContext } from 'react';
import type { AccountPrefs } from '../state/account-prefs';
import type { StoreApi } from 'zustand/vanilla';
import type { HostApi } from '@spot/contracts';
import type { EnvConfig } from '../config/runtime-config';
import type { Overrides } from '../composition/overrides';
import type { RemoteLoader } from '../composition/remote-loader';
import type { RouteSelector } from '../network/route-selector';
import type { Router } from '../routing/router';
import type { SessionChannel } from '../session/session-channel';
import type { LegalRatesState } from '../state/legal-rates-store';
import type { ThemeState } from '../state/theme-store';
import type { createUiStore } from '../state/ui-store';

export interface Shell {
  readonly host: HostApi;
  readonly loader: RemoteLoader;
  readonly router: Router;
  readonly env: EnvConfig;
  readonly overrides: Overrides;
  readonly clearOverrides: () => void;
  readonly ui: ReturnType<typeof createUiStore>['store'];
  /** Closes a toast or notice before its time. */
  readonly dismissToast: (id: number) => void;
  readonly themeStore: StoreApi<ThemeState>;
  readonly session: SessionChannel;
  readonly legalRates: StoreApi<LegalRatesState>;
  readonly symbolsError: string | null;
  /** The route (line) picker's model. */
  readonly routes: RouteSelector;
  /** `host.prefs` with the account behind it: whether a trader's preferences have loaded. */
  readonly prefs: AccountPrefs;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside ShellContext');
  return shell;
}
