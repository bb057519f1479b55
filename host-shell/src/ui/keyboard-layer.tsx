import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { HOTKEYS, SUBMIT_KEY, type SymbolInfo } from '@spot/contracts';
import { useFocusTrap } from '@spot/contracts/react';
import { listenForHotkeys, type HostHotkeyAction } from '../state/hotkeys';
import { blockingDialogVisible } from '../state/ui-store';
import { pairPath } from '../routing/routes';
import { useShell } from './shell-context';

/** At most this many matches are listed; typing more narrows them. */
const MAX_MATCHES = 12;

/**
 * The page's hotkeys (issue 24): listens while the page is shown, and opens the `?` overlay and
 * the symbol search the host answers itself.
 */
export function KeyboardLayer({ locale }: { locale: string }) {
  const shell = useShell();
  const [open, setOpen] = useState<HostHotkeyAction | null>(null);
  const hostDialog = useStore(shell.ui, blockingDialogVisible);
  const blocked = useRef(false);
  blocked.current = hostDialog || open !== null;

  useEffect(
    () =>
      listenForHotkeys(document, {
        bus: shell.host.bus,
        prefs: shell.host.prefs,
        blocked: () => blocked.current,
        onHostAction: setOpen,
      }),
    [shell.host],
  );

  const close = () => setOpen(null);
  if (open === 'help') return <HotkeyHelp onClose={close} />;
  if (open === 'symbol-search') {
    return (
      <SymbolSearch
        symbols={shell.host.market.symbols()}
        onPick={(s) => {
          close();
          shell.router.navigate(pairPath('spot', locale, s.baseTokenName, s.quoteTokenName));
        }}
        onClose={close}
      />
    );
  }
  return null;
}

/** The `?` overlay: every hotkey with what it does, and the order form's own submit key. */
function HotkeyHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('host');
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return (
    <div className="modal-backdrop" role="presentation" onClick={onClose}>
      <div
        ref={ref}
        className="modal hotkey-help"
        role="dialog"
        aria-modal="true"
        aria-labelledby="hotkey-help-title"
        data-testid="hotkey-help"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="hotkey-help-title">{t('hotkeys.title')}</h2>
        <table>
          <tbody>
            {HOTKEYS.map((binding) => (
              <tr key={binding.action}>
                <th scope="row">
                  <kbd>{binding.key}</kbd>
                </th>
                <td>{t(`hotkeys.${binding.action}`)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">
                <kbd>{SUBMIT_KEY}</kbd>
              </th>
              <td>{t('hotkeys.submit')}</td>
            </tr>
          </tbody>
        </table>
        <p className="slot-detail">{t('hotkeys.offHint')}</p>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}

/** Matches of a typed filter: the pair's name with or without its slash, without case. */
export function matchSymbols(symbols: readonly SymbolInfo[], query: string): SymbolInfo[] {
  const q = query.trim().toUpperCase().replace('/', '');
  const matches = symbols.filter((s) =>
    q === '' ? true : `${s.baseTokenName}${s.quoteTokenName}`.includes(q),
  );
  // A pair that starts with what was typed comes first.
  matches.sort(
    (a, b) =>
      Number(!`${a.baseTokenName}${a.quoteTokenName}`.startsWith(q)) -
      Number(!`${b.baseTokenName}${b.quoteTokenName}`.startsWith(q)),
  );
  return matches.slice(0, MAX_MATCHES);
}

/** The symbol search: type to filter, arrows to choose, Enter to switch, Escape to leave. */
function SymbolSearch(props: {
  symbols: readonly SymbolInfo[];
  onPick: (symbol: SymbolInfo) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('host');
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, props.onClose);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchSymbols(props.symbols, query), [props.symbols, query]);
  const current = matches[Math.min(active, matches.length - 1)];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (Math.min(i, matches.length - 1) + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      props.onPick(current);
    }
  };
  const optionId = (s: SymbolInfo) => `symbol-search-${s.symbolName}`;
  return (
    <div className="modal-backdrop" role="presentation" onClick={props.onClose}>
      <div
        ref={ref}
        className="modal symbol-search"
        role="dialog"
        aria-modal="true"
        aria-label={t('symbolSearch.title')}
        onClick={(e) => e.stopPropagation()}
      >
        <input
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls="symbol-search-list"
          aria-activedescendant={current ? optionId(current) : undefined}
          aria-label={t('symbolSearch.title')}
          placeholder={t('symbolSearch.placeholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id="symbol-search-list" role="listbox" aria-label={t('symbolSearch.title')}>
          {matches.map((s) => (
            <li
              key={s.symbolName}
              id={optionId(s)}
              role="option"
              aria-selected={s === current}
              onClick={() => props.onPick(s)}
            >
              {s.baseTokenName}/{s.quoteTokenName}
            </li>
          ))}
        </ul>
        {matches.length === 0 && <p className="slot-detail">{t('symbolSearch.none')}</p>}
      </div>
    </div>
  );
}
