import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabBarProps<T extends string> {
  readonly tabs: readonly T[];
  readonly current: T;
  readonly onSelect: (tab: T) => void;
  readonly label: (tab: T) => ReactNode;
  /** The accessible name of the row. */
  readonly ariaLabel?: string;
  readonly className?: string;
  /** Extra props of one tab's button (a side colour, an id, disabled). */
  readonly tabProps?: (tab: T) => {
    readonly className?: string;
    readonly id?: string;
    readonly disabled?: boolean;
  };
}

const NEXT: Readonly<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1 };
const PREVIOUS: Readonly<Record<string, 1 | -1>> = { ArrowLeft: -1, ArrowUp: -1 };

/**
 * A row of tabs, written once for the host and every remote (issue 19): buttons with the tab
 * role in a tablist, the current one selected and the only one in the tab order; the arrow
 * keys move to the next or previous enabled tab and select it (mirrored on a right-to-left
 * page), Home and End to the first and last.
 */
export function TabBar<T extends string>(props: TabBarProps<T>) {
  const { tabs, current, onSelect, label, ariaLabel, className, tabProps } = props;
  const row = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tabProps?.(tab).disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const at = enabled.indexOf(current);
    // The page's direction, as the host sets it on <html dir>.
    const rtl = row.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    const step = (NEXT[event.key] ?? PREVIOUS[event.key] ?? 0) * (rtl && horizontal ? -1 : 1);
    let target: T | undefined;
    if (step !== 0) target = enabled[(at + step + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (target === undefined) return;
    event.preventDefault();
    if (target !== current) onSelect(target);
    row.current?.querySelector<HTMLButtonElement>(`[data-tab="${target}"]`)?.focus();
  };

  return (
    <div
      ref={row}
      className={className}
      role="tablist"
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const extra = tabProps?.(tab) ?? {};
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            data-tab={tab}
            aria-selected={current === tab}
            tabIndex={current === tab ? 0 : -1}
            {...extra}
            onClick={() => onSelect(tab)}
          >
            {label(tab)}
          </button>
        );
      })}
    </div>
  );
}
