import { TabBar, type TabBarProps } from '@spot/contracts/react';

/** A row of the orders area's tabs (main or sub): the contract's `TabBar`, sub-tab styled. */
export function SubTabs<T extends string>(props: TabBarProps<T> & { readonly ariaLabel: string }) {
  return <TabBar {...props} className={props.className ?? 'orders-subtabs'} />;
}
