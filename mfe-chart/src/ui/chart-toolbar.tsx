import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { TOOLBAR_OVERFLOW, toolbarOverflows } from '../domain/chart-rules';
import { Icon } from './icons';

/** How far one press of the scroll arrow moves the toolbar. */
const SCROLL_STEP_PX = 160;

/**
 * The chart toolbar: tools on the left in a strip that scrolls, with a scroll arrow when they
 * overflow by more than 10 px (checked 100 ms after a resize, spec 000 §9); controls on the
 * right always visible.
 */
export function ChartToolbar({
  t,
  left,
  right,
}: {
  readonly t: TFunction;
  readonly left: ReactNode;
  readonly right: ReactNode;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);
  useEffect(() => {
    const element = strip.current;
    if (!element) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        setOverflow(toolbarOverflows(element.scrollWidth, element.clientWidth));
      }, TOOLBAR_OVERFLOW.debounceMs);
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
    observer?.observe(element);
    for (const child of Array.from(element.children)) observer?.observe(child);
    check();
    return () => {
      observer?.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  // The chosen interval or tool stays in sight in a strip narrower than its tools (a phone):
  // after each render, the strip scrolls just far enough to show it.
  useEffect(() => {
    const element = strip.current;
    if (element) revealChosen(element);
  });
  return (
    <div className="chart-toolbar" role="toolbar" aria-label={t('toolbar')}>
      <div className="chart-toolbar-strip" ref={strip}>
        {left}
      </div>
      {overflow && (
        <button
          type="button"
          className="chart-tool chart-scroll-arrow"
          aria-label={t('scrollToolbar')}
          data-testid="chart-scroll-arrow"
          onClick={() => {
            const element = strip.current;
            if (!element) return;
            const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
            element.scrollBy({
              left: atEnd ? -element.scrollWidth : SCROLL_STEP_PX,
              behavior: 'smooth',
            });
          }}
        >
          <Icon name="chevron" />
        </button>
      )}
      <div className="chart-toolbar-right">{right}</div>
    </div>
  );
}

/** Room kept beside the chosen tool when the strip scrolls to it. */
const REVEAL_MARGIN_PX = 8;

/**
 * Scrolls `strip` (a row that scrolls only by its arrow) so that its chosen tool, the first
 * pressed or checked one, is whole in sight; nothing when it already is. In either direction
 * of the page: the strip moves by the tool's distance past its edge.
 */
export function revealChosen(strip: HTMLElement): void {
  const chosen = strip.querySelector<HTMLElement>('[aria-pressed="true"], [aria-checked="true"]');
  if (!chosen) return;
  const box = strip.getBoundingClientRect();
  const tool = chosen.getBoundingClientRect();
  if (tool.left < box.left) strip.scrollLeft -= box.left - tool.left + REVEAL_MARGIN_PX;
  else if (tool.right > box.right) strip.scrollLeft += tool.right - box.right + REVEAL_MARGIN_PX;
}
