import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_TIMING, tourAnchorSelector, type TourAnchor } from '@spot/contracts';
import { useFocusTrap } from '@spot/contracts/react';

export interface TourStep {
  readonly anchor: TourAnchor;
  readonly title: string;
  readonly body: string;
}

interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** The anchored element of a step, if it is on the page and laid out. */
function anchorElement(anchor: TourAnchor): HTMLElement | null {
  const el = document.querySelector<HTMLElement>(tourAnchorSelector(anchor));
  if (!el) return null;
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? el : null;
}

/** The highlighted box of an element: its rectangle with the stage padding, in the viewport. */
function stageOf(el: HTMLElement): Box {
  const rect = el.getBoundingClientRect();
  const pad = TOUR_TIMING.stagePadding;
  return {
    top: Math.max(0, rect.top - pad),
    left: Math.max(0, rect.left - pad),
    width: Math.min(window.innerWidth, rect.width + 2 * pad),
    height: Math.min(window.innerHeight, rect.height + 2 * pad),
  };
}

const POPOVER_WIDTH = 300;

/** The card's height as laid out for a step of two or three lines, px. */
const CARD_HEIGHT = 170;
const CARD_GAP = 8;

/**
 * Where the step's card goes, clear of the stage where the viewport has room: under it, else
 * beside it (after, then before), else above it, else at the bottom of the viewport.
 */
export function cardPosition(
  stage: Box,
  viewport: { readonly width: number; readonly height: number } = {
    width: window.innerWidth,
    height: window.innerHeight,
  },
): { top: number; left: number } {
  const width = Math.min(POPOVER_WIDTH, viewport.width - 16);
  const clampX = (x: number) => Math.min(Math.max(8, x), viewport.width - width - 8);
  const clampY = (y: number) => Math.min(Math.max(8, y), viewport.height - CARD_HEIGHT - 8);
  const below = stage.top + stage.height + CARD_GAP;
  const after = stage.left + stage.width + CARD_GAP;
  if (viewport.height - below >= CARD_HEIGHT) return { top: below, left: clampX(stage.left) };
  if (viewport.width - after >= width) return { top: clampY(stage.top), left: after };
  if (stage.left - CARD_GAP >= width) {
    return { top: clampY(stage.top), left: stage.left - CARD_GAP - width };
  }
  if (stage.top - CARD_GAP >= CARD_HEIGHT) {
    return { top: stage.top - CARD_GAP - CARD_HEIGHT, left: clampX(stage.left) };
  }
  return { top: clampY(viewport.height), left: clampX(stage.left) };
}

/** How long a tour waits for the remotes to draw its anchors (they mount after the page). */
export const ANCHOR_WAIT_MS = 3000;
const ANCHOR_POLL_MS = 150;
/**
 * Once an anchor is on the page, the others get this long to come; on a page that reveals
 * anchors (a phone loading its sections for the tour), the whole `ANCHOR_WAIT_MS`.
 */
const SOME_ANCHORS_WAIT_MS = 600;
/** The stage follows its anchor as the page moves under it (a bar sliding in, a remote). */
const FOLLOW_MS = 250;

/**
 * The steps whose anchor is on the page, once every anchor is there or `ANCHOR_WAIT_MS` has
 * passed; `null` while waiting.
 */
function useShownSteps(
  steps: readonly TourStep[],
  revealable: boolean,
): readonly TourStep[] | null {
  const [shown, setShown] = useState<readonly TourStep[] | null>(null);
  useEffect(() => {
    const started = Date.now();
    /** When the first anchor was found: the others get their moment from then. */
    let firstFound: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An anchor the page can reveal (a phone's section not shown) counts once it is mounted.
    const present = (anchor: TourAnchor): boolean =>
      anchorElement(anchor) !== null ||
      (revealable && document.querySelector(tourAnchorSelector(anchor)) !== null);
    const check = (): void => {
      const found = steps.filter((s) => present(s.anchor));
      const now = Date.now();
      if (found.length > 0) firstFound ??= now;
      // All there, or some there and the rest given a moment since, or the wait is over.
      if (
        found.length === steps.length ||
        // A page that reveals anchors (a phone) may be loading their sections for the tour.
        (!revealable && firstFound !== null && now - firstFound >= SOME_ANCHORS_WAIT_MS) ||
        now - started >= ANCHOR_WAIT_MS
      ) {
        setShown(found);
      } else {
        timer = setTimeout(check, ANCHOR_POLL_MS);
      }
    };
    check();
    return () => clearTimeout(timer);
  }, [steps, revealable]);
  return shown;
}

/**
 * A tour over the page (spec 000 §2, §9): each step highlights the element of its anchor
 * under an overlay (opacity 0.7, 10 px of stage padding, 400 ms from one step to the next)
 * with a card of next, previous, close and, on the last step, done; Escape closes. Steps
 * whose anchor is not on the page (after waiting a moment for the remotes) are skipped; with
 * none left the tour ends.
 * `onEnd(true)` when done, `(false)` when closed.
 */
export function Tour({
  label,
  steps,
  onEnd,
  reveal,
}: {
  label: string;
  steps: readonly TourStep[];
  onEnd: (finished: boolean) => void;
  /**
   * Brings a step's anchor onto the page when the page can (a phone shows the section that
   * holds it); its steps then count though their anchor is not shown yet.
   */
  reveal?: (anchor: TourAnchor) => void;
}) {
  const shown = useShownSteps(steps, reveal !== undefined);
  const revealRef = useRef(reveal);
  revealRef.current = reveal;
  const [index, setIndex] = useState(0);
  const [stage, setStage] = useState<Box | null>(null);
  const end = useCallback((finished: boolean) => onEnd(finished), [onEnd]);

  const step = shown?.[index];
  useEffect(() => {
    if (shown !== null && shown.length === 0) end(false);
  }, [shown, end]);

  // Follow the anchor: bring it into view, then track its place as the page scrolls or resizes.
  useLayoutEffect(() => {
    if (!step) return undefined;
    revealRef.current?.(step.anchor);
    // A revealed anchor is laid out after the page's next render: looked for again then.
    let el = anchorElement(step.anchor);
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!el) {
          el = anchorElement(step.anchor);
          if (!el) return;
          el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        }
        const next = stageOf(el);
        setStage((now) =>
          now &&
          now.top === next.top &&
          now.left === next.left &&
          now.width === next.width &&
          now.height === next.height
            ? now
            : next,
        );
      });
    };
    if (el) setStage(stageOf(el));
    else place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    const follow = setInterval(place, FOLLOW_MS);
    return () => {
      clearInterval(follow);
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [step]);

  if (!step || !stage) return null;
  const motion = `${TOUR_TIMING.animationMs}ms ease`;
  return (
    <div className="tour" data-testid="tour">
      {/* Catches clicks on the page under the overlay. */}
      <div className="tour-blocker" aria-hidden="true" />
      <div
        className="tour-stage"
        aria-hidden="true"
        style={{
          ...stage,
          boxShadow: `0 0 0 100vmax rgba(0, 0, 0, ${TOUR_TIMING.overlayOpacity})`,
          transition: `top ${motion}, left ${motion}, width ${motion}, height ${motion}`,
        }}
      />
      <TourCard
        label={label}
        step={step}
        index={index}
        count={shown?.length ?? 0}
        at={cardPosition(stage)}
        onStep={setIndex}
        onEnd={end}
      />
    </div>
  );
}

/** The step's card: a dialog that keeps the focus while the tour runs; Escape closes. */
function TourCard(props: {
  label: string;
  step: TourStep;
  index: number;
  count: number;
  at: { top: number; left: number };
  onStep: (index: number) => void;
  onEnd: (finished: boolean) => void;
}) {
  const { label, step, index, count, at, onStep, onEnd } = props;
  const { t } = useTranslation('host');
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card, () => onEnd(false));
  const last = index === count - 1;
  // A step's buttons change (Previous goes on the first): the focus stays in the card.
  useEffect(() => {
    const root = card.current;
    if (root && !root.contains(document.activeElement)) {
      root.querySelector<HTMLButtonElement>('.trade-guide-actions button:last-child')?.focus();
    }
  }, [index]);
  const motion = `${TOUR_TIMING.animationMs}ms ease`;
  return (
    <div
      ref={card}
      className="tour-card"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      style={{ top: at.top, left: at.left, transition: `top ${motion}, left ${motion}` }}
    >
      <button
        type="button"
        className="modal-close"
        aria-label={t('close')}
        onClick={() => onEnd(false)}
      >
        ×
      </button>
      <h2>{step.title}</h2>
      <p>{step.body}</p>
      <p className="trade-guide-progress">
        {index + 1}/{count}
      </p>
      <div className="trade-guide-actions">
        {index > 0 && (
          <button type="button" onClick={() => onStep(index - 1)}>
            {t('previous')}
          </button>
        )}
        {last ? (
          <button type="button" onClick={() => onEnd(true)}>
            {t('done')}
          </button>
        ) : (
          <button type="button" onClick={() => onStep(index + 1)}>
            {t('next')}
          </button>
        )}
      </div>
    </div>
  );
}
