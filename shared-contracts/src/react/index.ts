/**
 * `@spot/contracts/react`: the thin React adapter over the contract's React-free core, the
 * hooks every app uses to read what `HostApi` hands it. React comes from the page's shared
 * singleton.
 */
export { createNamespaceHook } from './namespace';
export {
  useConnectionState,
  useMarketStream,
  useMarketStreamSelect,
  useSubscribable,
} from './hooks';
export { FigureLocale, useFigure } from './figures';
export { TabBar } from './tab-bar';
export { useFocusTrap } from './focus-trap';
export { VisitorActions } from './visitor-actions';
export type { TabBarProps } from './tab-bar';
