import { useSubscribable } from '@spot/contracts/react';
import type { RemoteProps } from '@spot/contracts';
import { gateTools } from '@spot/contracts';
import { useT } from './use-t';

/** The tools tab at foundation depth: the real tool list with its role gating (DESIGN §8). */
export function ToolsContainer({ host, request }: RemoteProps) {
  const { t } = useT(host);
  const session = useSubscribable(host.session);
  const requested = typeof request?.tool === 'string' ? request.tool : null;
  const available = gateTools(session).filter((gate) => gate.available);
  return (
    <div className="tools-panel" data-testid="tools-panel">
      <ul>
        {available.map(({ tool }) => (
          <li key={tool} className={tool === requested ? 'requested' : ''}>
            <strong>{t(`${tool}.name`)}</strong>
            <span>{t(`${tool}.description`)}</span>
          </li>
        ))}
      </ul>
      {available.length === 0 && <p>{t('none')}</p>}
    </div>
  );
}
