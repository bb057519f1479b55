import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { TOUR_ANCHORS, type StepGuide, type TourAnchor } from '@spot/contracts';
import { localStorageOrNull } from '../state/browser-storage';
import { markStepGuideRead, onStepGuideRequested, stepGuideState } from '../state/step-guides';
import { blockingDialogVisible } from '../state/ui-store';
import { useShell } from './shell-context';
import { Tour } from './tour';

const GUIDE_ANCHORS: Readonly<Record<StepGuide, readonly TourAnchor[]>> = {
  oco: [TOUR_ANCHORS.ocoTakeProfit, TOUR_ANCHORS.ocoStopLoss, TOUR_ANCHORS.submitOrder],
  trailingStop: [
    TOUR_ANCHORS.trailingActivation,
    TOUR_ANCHORS.trailingValue,
    TOUR_ANCHORS.submitOrder,
  ],
};

/**
 * The OCO and trailing-stop step guides: opened the first time a trader picks the order kind
 * (the order entry asks on the bus), never over a blocking dialog; read once finished or
 * closed.
 */
export function StepGuides() {
  const { host, ui } = useShell();
  const { t } = useTranslation('host');
  const [guide, setGuide] = useState<StepGuide | null>(null);
  const blocked = useStore(ui, blockingDialogVisible);
  useEffect(
    () =>
      onStepGuideRequested(host.bus, (requested) => {
        const userId = host.session.get().user?.id ?? null;
        if (stepGuideState(requested, userId, host.prefs, localStorageOrNull()) !== 'new') return;
        // After the order entry has drawn the kind's fields.
        requestAnimationFrame(() => setGuide((open) => open ?? requested));
      }),
    [host],
  );
  const steps = useMemo(
    () =>
      guide === null
        ? []
        : GUIDE_ANCHORS[guide].map((anchor, i) => ({
            anchor,
            title: t(`stepGuide.${guide}.step${i + 1}Title`),
            body: t(`stepGuide.${guide}.step${i + 1}Body`),
          })),
    [guide, t],
  );
  if (guide === null || blocked) return null;
  return (
    <Tour
      label={t(`stepGuide.${guide}.label`)}
      steps={steps}
      onEnd={() => {
        markStepGuideRead(
          guide,
          host.session.get().user?.id ?? null,
          host.prefs,
          localStorageOrNull(),
        );
        setGuide(null);
      }}
    />
  );
}
