/**
 * Page chrome of spec 000 §2: the notice bar and the footer pieces. The host mounts
 * `NoticeBar` above the trading grid and the footer pieces inside `FooterBar`; styles are in
 * `./chrome.css`, imported once beside `ui/styles.css`.
 */
export { NoticeBar } from './notice-bar/notice-bar-container';
export type { NoticeBarProps } from './notice-bar/notice-bar-container';
export { NoticeBarView } from './notice-bar/notice-bar-view';
export type { NoticeBarViewProps } from './notice-bar/notice-bar-view';
export { browserNoticeClock, createNoticeRotation } from './notice-bar/notice-rotation';
export type {
  NoticeClock,
  NoticeRotation,
  NoticeRotationOptions,
  NoticeRotationState,
} from './notice-bar/notice-rotation';
export {
  CLOSED_NOTICES_PREF_KEY,
  NOTICE_APPEAR_DELAY_MS,
  NOTICE_BAR_HEIGHT_PX,
  NOTICE_ROTATE_MS,
  eligibleNotices,
  parseNoticeItem,
} from './notice-bar/notice-rules';
export type { Notice } from './notice-bar/notice-rules';

export { Favourites, RecentSymbols } from './footer/symbol-lists';
export { useFavourites } from './footer/favourites';
export type { FavouritesApi } from './footer/favourites';
export { FavouriteStar } from './footer/favourite-star';
export type { SymbolListProps } from './footer/symbol-lists';
export {
  CustomerServiceButton,
  FooterChrome,
  REWARDS_HUB_PATH,
  RewardsHubEntry,
  RoutePickerSlot,
} from './footer/footer-chrome';
export type {
  FooterChromeProps,
  RewardsHubEntryProps,
  RoutePickerSlotProps,
} from './footer/footer-chrome';
export {
  FAVOURITES_PREFS_KEY,
  RECENT_SYMBOLS_STORAGE_KEY,
  formatChange,
  pushRecent,
  readFavourites,
  rewardsHubVisible,
  toggledFavourites,
} from './footer/footer-rules';
export type { ChangeDisplay, ChangeTone, FavouritesSource } from './footer/footer-rules';
