import type { HostApi } from '@spot/contracts';
import { useT } from './use-t';

/** Spec 000 §8 generic boundary: the reload tip with a Reload button. */
export function GenericFallback({
  host,
  onReset,
}: {
  readonly host: HostApi;
  readonly onReset: () => void;
}) {
  const { t } = useT(host);
  return (
    <div className="chart-state" role="alert" data-testid="chart-fallback">
      <p>{t('reloadTip')}</p>
      <button
        type="button"
        onClick={() => {
          onReset();
          host.page.reload();
        }}
      >
        {t('reload')}
      </button>
    </div>
  );
}
