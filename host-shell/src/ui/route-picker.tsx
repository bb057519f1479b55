import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { localizeFigureText } from '@spot/contracts';
import { AUTO, formatLatency, latencyLevel, type RouteSelector } from '../network/route-selector';

function Latency({ ms }: { ms: number | undefined }) {
  const { t, i18n } = useTranslation('host');
  if (ms === undefined) {
    return <span className="route-latency route-latency-pending">{t('route_measuring')}</span>;
  }
  const level = latencyLevel(ms);
  return (
    <span className={`route-latency route-latency-${level}`} data-level={level}>
      {localizeFigureText(formatLatency(ms), i18n.language)}
    </span>
  );
}

/**
 * The footer's route (line) picker (spec 000 §2): every configured route with its measured
 * latency, plus Auto (the fastest). Choosing one moves the API client and the socket to it.
 */
export function RoutePicker({ routes }: { routes: RouteSelector }) {
  const { t } = useTranslation('host');
  const state = useStore(routes.store);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent): void => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const pick = (choice: string): void => {
    routes.choose(choice);
    setOpen(false);
  };
  const options = [AUTO, ...state.routes.map((r) => r.name)];
  return (
    <div className="route-picker" ref={root} data-testid="route-picker">
      <button
        type="button"
        className="route-picker-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={menuId}
        data-selected={state.selected}
        data-choice={state.choice}
        onClick={() => {
          if (!open) void routes.refresh({ force: true });
          setOpen(!open);
        }}
      >
        {t('route_label')}: {state.choice === AUTO ? `${t('route_auto')} · ` : ''}
        {state.selected} <Latency ms={state.latencies[state.selected]} />
      </button>
      {open && (
        <ul className="route-picker-menu" role="listbox" id={menuId} aria-label={t('route_label')}>
          {options.map((name) => (
            <li
              key={name}
              role="option"
              aria-selected={state.choice === name}
              tabIndex={0}
              data-route={name}
              onClick={() => pick(name)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  pick(name);
                }
              }}
            >
              <span>{name === AUTO ? t('route_auto') : name}</span>
              {name !== AUTO && <Latency ms={state.latencies[name]} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
