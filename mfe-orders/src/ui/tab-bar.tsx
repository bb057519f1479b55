import type { ReactNode } from 'react';

/** A row of tabs (main or sub), keyboard-reachable buttons with the tab role. */
export function SubTabs<T extends string>(props: {
  tabs: readonly T[];
  current: T;
  onSelect: (tab: T) => void;
  label: (tab: T) => ReactNode;
  ariaLabel: string;
  className?: string;
}) {
  return (
    <div
      className={props.className ?? 'orders-subtabs'}
      role="tablist"
      aria-label={props.ariaLabel}
    >
      {props.tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          data-tab={tab}
          aria-selected={props.current === tab}
          onClick={() => props.onSelect(tab)}
        >
          {props.label(tab)}
        </button>
      ))}
    </div>
  );
}
