import {
  Component,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_VERSION,
  checkContractCompatibility,
  type HostApi,
  type RemoteProps,
  type SlotName,
  type SymbolRef,
  type ThemeName,
} from '@spot/contracts';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload-guard';
import { FederationRuntimeMismatch } from './federation-runtime';
import type { RemoteLoader } from './remote-loader';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: string }
  | { readonly kind: 'incompatible'; readonly text: Refusal }
  | { readonly kind: 'ready'; readonly App: ComponentType<RemoteProps> };

export interface RemoteSlotProps {
  readonly remote: string;
  readonly slot: SlotName;
  readonly loader: RemoteLoader;
  readonly host: HostApi;
  readonly symbol: SymbolRef;
  readonly locale: string;
  readonly theme: ThemeName;
  readonly request?: Readonly<Record<string, unknown>>;
  /** Told when the slot cannot show its remote (the lt-dialog cancels its flow). */
  readonly onUnavailable?: () => void;
  /**
   * Mounts the remote in a transition: a slot without it that is ready at the same moment
   * commits, and can paint, first (the spot page puts its order book ahead of the rest).
   */
  readonly deferMount?: boolean;
  /**
   * Makes the slot a focus target (`tabIndex` -1) for the page to move the focus to: a skip
   * link, the phone's Buy / Sell bar. The host focuses the slot, never the remote's elements.
   */
  readonly focusRef?: Ref<HTMLElement>;
  /**
   * Keeps the remote mounted but off the screen (the trade area's other tab): it keeps what the
   * trader typed and goes on hearing the bus.
   */
  readonly hidden?: boolean;
  /**
   * Holds the remote's loading back while true (on a phone, a section off the screen until the
   * shown one is up). Once started, a load goes on whatever this becomes.
   */
  readonly held?: boolean;
  /** Told once the slot has settled: its remote mounted, or the slot says why it is not. */
  readonly onSettled?: () => void;
}

/** Why a remote is not mounted: an i18n key of the host namespace and its parameters. */
interface Refusal {
  readonly key: 'incompatibleRemote' | 'incompatibleRuntime' | 'ownRuntime';
  readonly params: Readonly<Record<string, string>>;
}

function runtimeRefusal(remote: string, error: FederationRuntimeMismatch): Refusal {
  return {
    key: error.verdict.reason === 'own-runtime' ? 'ownRuntime' : 'incompatibleRuntime',
    params: {
      remote,
      remoteVersion: error.verdict.remoteVersion,
      hostVersion: error.providedVersion,
    },
  };
}

interface BoundaryProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** Contains a remote's render errors in its slot. */
class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function FailedToLoadData({
  slot,
  detail,
  onRetry,
}: {
  slot: string;
  detail: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <div className="slot-status slot-failed" role="alert" data-slot-state="failed">
      <p>{t('failedToLoadData')}</p>
      <p className="slot-detail" title={detail}>
        {slot}
      </p>
      <button type="button" onClick={onRetry}>
        {t('refresh')}
      </button>
    </div>
  );
}

/**
 * One slot of the page: loads the remote's `./meta` (the runtime refuses first a remote its
 * federation runtime does not fit, from the manifest), refuses another contract major, then
 * loads `./App` and renders it in its own error boundary. Failures stay in the slot, which
 * offers a refresh that retries this slot only.
 */
export function RemoteSlot(props: RemoteSlotProps) {
  const { remote, loader, onUnavailable, onSettled, deferMount = false } = props;
  const { t } = useTranslation('host');
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // Released for good the first time it is not held: a load under way is never dropped.
  const released = useRef(false);
  if (!props.held) released.current = true;
  const start = released.current;

  useEffect(() => {
    if (!start) return;
    let live = true;
    setPhase({ kind: 'loading' });
    void (async () => {
      try {
        const meta = await loader.loadMeta(remote);
        const compatibility = checkContractCompatibility(CONTRACT_VERSION, meta.contractVersion);
        if (!compatibility.ok) {
          const params = {
            remote,
            remoteVersion: meta.contractVersion,
            hostVersion: CONTRACT_VERSION,
          };
          if (live) setPhase({ kind: 'incompatible', text: { key: 'incompatibleRemote', params } });
          return;
        }
        const App = await loader.loadApp(remote);
        if (!live) return;
        if (deferMount) startTransition(() => setPhase({ kind: 'ready', App }));
        else setPhase({ kind: 'ready', App });
      } catch (error) {
        if (error instanceof FederationRuntimeMismatch) {
          // Refused before it ran, like another contract major: said in the slot, no retry.
          if (live) setPhase({ kind: 'incompatible', text: runtimeRefusal(remote, error) });
          return;
        }
        console.error(`[host] ${remote} failed to load:`, error);
        if (live) setPhase({ kind: 'failed', error: describe(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [remote, loader, attempt, deferMount, start]);

  useEffect(() => {
    if (phase.kind === 'failed' || phase.kind === 'incompatible') onUnavailable?.();
  }, [phase.kind, onUnavailable]);
  const settled = useRef(false);
  useEffect(() => {
    if (phase.kind === 'loading' || settled.current) return;
    settled.current = true;
    onSettled?.();
  }, [phase.kind, onSettled]);

  const retry = useCallback(() => {
    loader.reset(remote);
    setAttempt((n) => n + 1);
  }, [loader, remote]);

  const onRenderError = useCallback(
    (error: unknown) => {
      console.error(`[host] ${remote} failed while rendering:`, error);
      if (
        isChunkLoadError(error) &&
        reloadOnceForChunkError(sessionStorage, () => location.reload())
      )
        return;
      setPhase({ kind: 'failed', error: describe(error) });
    },
    [remote],
  );

  const body = (() => {
    switch (phase.kind) {
      case 'loading':
        return (
          <div className="slot-status" data-slot-state="loading" aria-busy="true">
            {t('loading')}
          </div>
        );
      case 'failed':
        return <FailedToLoadData slot={remote} detail={phase.error} onRetry={retry} />;
      case 'incompatible':
        return (
          <div
            className="slot-status slot-incompatible"
            role="alert"
            data-slot-state="incompatible"
          >
            {t(phase.text.key, phase.text.params)}
          </div>
        );
      case 'ready': {
        const { App } = phase;
        return (
          <SlotBoundary key={attempt} onError={onRenderError}>
            <App
              host={props.host}
              slot={props.slot}
              symbol={props.symbol}
              locale={props.locale}
              theme={props.theme}
              {...(props.request ? { request: props.request } : {})}
            />
          </SlotBoundary>
        );
      }
    }
  })();

  return (
    <section
      ref={props.focusRef}
      className={`slot slot-${props.slot}`}
      data-slot={props.slot}
      data-remote={remote}
      tabIndex={props.focusRef ? -1 : undefined}
      hidden={props.hidden}
    >
      {body}
    </section>
  );
}
