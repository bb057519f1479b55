/** The browser's local storage, or null where reading it throws (disabled cookies). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
