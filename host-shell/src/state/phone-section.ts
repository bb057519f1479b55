/** The page's sections on a phone (issue 24): one at a time, chosen from a tab row. */
export const PHONE_SECTIONS = ['chart', 'book', 'trade', 'orders'] as const;
export type PhoneSection = (typeof PHONE_SECTIONS)[number];

/** Local storage of the section last shown, so a trader comes back to it. */
export const PHONE_SECTION_STORAGE_KEY = 'host-shell.phone-section';
const DEFAULT_SECTION: PhoneSection = 'chart';

function isPhoneSection(value: unknown): value is PhoneSection {
  return typeof value === 'string' && (PHONE_SECTIONS as readonly string[]).includes(value);
}

/** The section last shown in this browser; the chart when none was, or storage is off. */
export function readPhoneSection(storage: Pick<Storage, 'getItem'> | null): PhoneSection {
  try {
    const stored = storage?.getItem(PHONE_SECTION_STORAGE_KEY);
    return isPhoneSection(stored) ? stored : DEFAULT_SECTION;
  } catch {
    return DEFAULT_SECTION;
  }
}

export function writePhoneSection(
  storage: Pick<Storage, 'setItem'> | null,
  section: PhoneSection,
): void {
  try {
    storage?.setItem(PHONE_SECTION_STORAGE_KEY, section);
  } catch {
    // Storage full or disabled: the section is still shown, only not remembered.
  }
}
