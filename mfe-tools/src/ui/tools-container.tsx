import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useMarketStreamSelect, useSubscribable } from '@spot/contracts/react';
import { gateTools, type RemoteProps, type ToolName } from '@spot/contracts';
import { createToolsController } from '../state/tools-store';
import { ToolFormPanel } from './tool-form-panel';
import { useT } from './use-t';

/**
 * The Tools tab (spec 001 §2): every tool the account may use (spec 001 §5 gating), each with
 * its pin; the grid bot, iceberg, TWAP and scaled order open their form here, convert, auto
 * invest and future spread open their page on the main site. A pin or a bus request opens its
 * tool at once.
 */
export function ToolsContainer({ host, request, symbol, locale }: RemoteProps) {
  const { t: translate } = useT(host);
  const t = (key: string, params?: Record<string, string>) => translate(key, params ?? {});
  const session = useSubscribable(host.session);
  const controller = useMemo(() => createToolsController(host, symbol), [host, symbol]);
  useEffect(() => () => controller.dispose(), [controller]);
  const state = useStore(controller.store);
  // Re-check an open form as the price moves; the list alone does not follow the market.
  useMarketStreamSelect(host.market.ticker(symbol.symbolName), (s) =>
    state.open === null ? null : s.ticker?.lastPrice,
  );
  useSubscribable(host.account);
  const requested = typeof request?.tool === 'string' ? (request.tool as ToolName) : null;
  const gates = gateTools(session);
  const available = gates.filter((gate) => gate.available).map((gate) => gate.tool);

  useEffect(() => {
    if (requested && available.includes(requested)) controller.openTool(requested);
    // Each request (a pin, a bus event) opens its tool once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, controller]);

  if (state.open && available.includes(state.open)) {
    return (
      <div className="tools-panel" data-testid="tools-panel">
        <ToolFormPanel
          host={host}
          controller={controller}
          state={state}
          tool={state.open}
          symbol={symbol}
          locale={locale}
          loggedIn={session.isLogin}
          t={t}
        />
      </div>
    );
  }
  return (
    <div className="tools-panel" data-testid="tools-panel">
      <ul className="tool-list">
        {available.map((tool) => {
          const pinned = state.pins.includes(tool);
          return (
            <li key={tool} className={tool === requested ? 'requested' : ''} data-tool={tool}>
              <button type="button" className="tool-open" onClick={() => controller.openTool(tool)}>
                <strong>{t(`${tool}.name`)}</strong>
                <span>{t(`${tool}.description`)}</span>
              </button>
              <button
                type="button"
                className={pinned ? 'tool-pin pinned' : 'tool-pin'}
                aria-pressed={pinned}
                aria-label={t(pinned ? 'unpin' : 'pin', { tool: t(`${tool}.name`) })}
                title={t(pinned ? 'unpin' : 'pin', { tool: t(`${tool}.name`) })}
                onClick={() => controller.togglePin(tool)}
              >
                {pinned ? '★' : '☆'}
              </button>
            </li>
          );
        })}
      </ul>
      {available.length === 0 && <p>{t('none')}</p>}
    </div>
  );
}
