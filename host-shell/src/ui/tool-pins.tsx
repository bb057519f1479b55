import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, SymbolRef, ToolsPinnedList } from '@spot/contracts';
import { useSubscribable } from '@spot/contracts/react';
import { followPins, openPinnedTool, shownPins } from '../state/tool-pins';

/** The pinned tools, as shortcuts beside the Standard and Tools tabs (spec 001 §3, §5). */
export function ToolPins({ host, symbol }: { host: HostApi; symbol: SymbolRef }) {
  const { t } = useTranslation('host');
  const session = useSubscribable(host.session);
  const [pins, setPins] = useState<ToolsPinnedList>([]);
  useEffect(() => followPins(host, setPins), [host]);
  const shown = shownPins(pins, session);
  if (shown.length === 0) return null;
  return (
    <div className="tool-pins" role="group" aria-label={t('toolPins.label')}>
      {shown.map((tool) => (
        <button
          key={tool}
          type="button"
          className="tool-pin-shortcut"
          data-tool={tool}
          onClick={() => openPinnedTool(host, tool, symbol)}
        >
          {t(`toolPins.${tool}`)}
        </button>
      ))}
    </div>
  );
}
