import { useEffect, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useMarketStreamSelect } from '@spot/contracts/react';
import {
  gridLevels,
  gridTones,
  resolvePrecision,
  type HostApi,
  type SymbolInfo,
} from '@spot/contracts';
import type { GridPreview } from '../state/chart-trading';
import type { ChartEngine } from './engine/chart-engine';
import type { PriceLineSpec } from './engine/trading-layer';

/**
 * The running grid bots' lines and a previewed grid (spec 000 §2): each line coloured up or
 * down against the market, the nearest as the middle. This component alone follows the last
 * price, so a tick re-renders nothing else; the engine touches only lines that changed.
 */
export function GridLines({
  host,
  engine,
  info,
  grids,
  preview,
  t,
}: {
  readonly host: HostApi;
  readonly engine: ChartEngine;
  readonly info: SymbolInfo;
  readonly grids: readonly { readonly id: string; readonly grid: GridPreview }[];
  readonly preview: GridPreview | null;
  readonly t: TFunction;
}) {
  const decimals = resolvePrecision(info, 'price');
  const stream = useMemo(() => host.market.ticker(info.symbolName), [host, info.symbolName]);
  const drawn = grids.length > 0 || preview !== null;
  const last = useMarketStreamSelect(stream, (s) => (drawn ? (s.ticker?.lastPrice ?? null) : null));
  useEffect(() => {
    const draw = (id: string, grid: GridPreview, previewed: boolean): PriceLineSpec[] => {
      const levels = gridLevels(grid, decimals);
      const tones = gridTones(levels, last);
      return levels.map((price, i) => ({
        id: `grid:${id}:${i}`,
        price,
        tone: previewed || tones[i] === 'middle' ? 'pending' : tones[i] === 'up' ? 'buy' : 'sell',
        dashed: true,
        title: i === levels.length - 1 ? t(previewed ? 'gridPreview' : 'gridBot') : '',
        axisLabel: false,
      }));
    };
    engine.setPriceLines(
      [
        ...grids.flatMap((g) => draw(g.id, g.grid, false)),
        ...(preview ? draw('preview', preview, true) : []),
      ],
      'grid',
    );
  }, [engine, grids, preview, decimals, last, t]);
  useEffect(() => () => engine.setPriceLines([], 'grid'), [engine]);
  return null;
}
