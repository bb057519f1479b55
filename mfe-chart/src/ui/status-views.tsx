import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';

export function Spinner({ t }: { readonly t: TFunction }) {
  return (
    <div className="chart-state" role="status" aria-busy="true" data-testid="chart-loading">
      <span className="chart-spinner" aria-hidden="true" />
      <span className="chart-visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** Spec 000 §8: the network error message with a refresh that reloads the page. */
export function NetworkErrorView({
  t,
  onReload,
}: {
  readonly t: TFunction;
  readonly onReload: () => void;
}) {
  return (
    <div className="chart-state" role="alert" data-testid="chart-network-error">
      <p>{t('networkError')}</p>
      <button type="button" onClick={onReload}>
        {t('refresh')}
      </button>
    </div>
  );
}

/** An error the chart handles as a view (the §8 chart errors, a failed notice, …). */
export function ChartErrorView({
  t,
  messageKey,
  onRetry,
  retryKey = 'retry',
}: {
  readonly t: TFunction;
  readonly messageKey: string;
  readonly onRetry?: () => void;
  readonly retryKey?: string;
}) {
  return (
    <div className="chart-state" role="alert" data-testid="chart-error">
      <p>{t(messageKey)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t(retryKey)}
        </button>
      )}
    </div>
  );
}

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^\s]+ failed/i.test(error.message))
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
  readonly fallback: (reset: () => void) => ReactNode;
}

/**
 * The chart's generic error fallback (spec 000 §2: a Reload button). A chunk that failed to
 * load is passed up, so the host reloads the page once (DESIGN §4).
 */
export class ChartErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[chart] render failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) throw error;
    return this.props.fallback(() => this.setState({ error: null }));
  }
}
