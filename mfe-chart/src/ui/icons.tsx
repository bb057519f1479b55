/** Small stroke icons of the toolbar (no icon font: the page may lack emoji glyphs). */
const PATHS = {
  trendLine: 'M3 13 L13 3 M2 14 h2 v-2 h-2 z M12 4 h2 v-2 h-2 z',
  horizontalLine: 'M1 8 H15',
  rectangle: 'M3 4 H13 V12 H3 Z',
  deleteOne: 'M3 4 H13 M6 4 V2.5 H10 V4 M4.5 4 L5.5 14 H10.5 L11.5 4',
  clearAll: 'M2 3 L14 13 M14 3 L2 13',
  camera:
    'M2 5 H5 L6.5 3 H9.5 L11 5 H14 V13 H2 Z M8 6.5 A2.5 2.5 0 1 0 8 11.5 A2.5 2.5 0 1 0 8 6.5',
  gear: 'M8 5.5 A2.5 2.5 0 1 0 8 10.5 A2.5 2.5 0 1 0 8 5.5 M8 1 V3 M8 13 V15 M1 8 H3 M13 8 H15 M3 3 L4.5 4.5 M11.5 11.5 L13 13 M3 13 L4.5 11.5 M11.5 4.5 L13 3',
  fullscreen: 'M2 6 V2 H6 M10 2 H14 V6 M14 10 V14 H10 M6 14 H2 V10',
  exitFullscreen: 'M6 2 V6 H2 M14 6 H10 V2 M10 14 V10 H14 M2 10 H6 V14',
  chevron: 'M6 3 L11 8 L6 13',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { readonly name: IconName }) {
  return (
    <svg
      className="chart-icon"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
