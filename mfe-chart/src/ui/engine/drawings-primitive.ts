import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  PrimitiveHoveredItem,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';
import type { Drawing, DrawingDraft, DrawingPoint } from '../../domain/drawings';
import { distanceToSegment } from '../../domain/drawings';
import type { ChartPalette } from './palette';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

/** Pixels within which a click selects a drawing. */
const HIT_PX = 6;

interface Placed {
  readonly drawing: Drawing;
  readonly xs: readonly number[];
  readonly ys: readonly number[];
}

/**
 * Trend lines, horizontal lines and rectangles on the price pane, and the one being placed.
 * `xOfTime` maps a stored bar time to x even when the interval changed since it was drawn.
 */
export class DrawingsPrimitive implements ISeriesPrimitive<Time> {
  private chart: IChartApi | null = null;
  private series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: (() => void) | null = null;
  private drawings: readonly Drawing[] = [];
  private selected: string | null = null;
  private draft: DrawingDraft | null = null;
  private cursor: DrawingPoint | null = null;
  private placed: Placed[] = [];
  private readonly views: readonly IPrimitivePaneView[];

  constructor(
    private palette: ChartPalette,
    private readonly xOfTime: (time: number) => number | null,
  ) {
    const renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
    this.views = [{ zOrder: () => 'top', renderer: () => renderer }];
  }

  attached(param: SeriesAttachedParameter<Time>): void {
    this.chart = param.chart as IChartApi;
    this.series = param.series;
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  updateAllViews(): void {
    this.layout();
  }

  set(drawings: readonly Drawing[], selected: string | null, draft: DrawingDraft | null): void {
    this.drawings = drawings;
    this.selected = selected;
    this.draft = draft;
    if (!draft) this.cursor = null;
    this.refresh();
  }

  setCursor(point: DrawingPoint | null): void {
    if (!this.draft || this.draft.points.length === 0) return;
    this.cursor = point;
    this.refresh();
  }

  setPalette(palette: ChartPalette): void {
    this.palette = palette;
    this.refresh();
  }

  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    for (let i = this.placed.length - 1; i >= 0; i -= 1) {
      const item = this.placed[i] as Placed;
      if (this.distance(item, x, y) <= HIT_PX) {
        return { externalId: item.drawing.id, zOrder: 'top', cursorStyle: 'pointer' };
      }
    }
    return null;
  }

  private refresh(): void {
    this.layout();
    this.requestUpdate?.();
  }

  private point(point: DrawingPoint): [number, number] | null {
    const x = this.xOfTime(point.time);
    const y = this.series?.priceToCoordinate(Number(point.price)) ?? null;
    return x === null || y === null ? null : [x, y];
  }

  private layout(): void {
    const placed: Placed[] = [];
    const all = [...this.drawings];
    if (this.draft && this.cursor && this.draft.points.length > 0) {
      all.push({
        id: '__draft',
        tool: this.draft.tool,
        points: [...this.draft.points, this.cursor],
      });
    }
    for (const drawing of all) {
      const coords = drawing.points.map((p) => this.point(p));
      if (coords.some((c) => c === null)) continue;
      const pairs = coords as [number, number][];
      placed.push({ drawing, xs: pairs.map((c) => c[0]), ys: pairs.map((c) => c[1]) });
    }
    this.placed = placed;
  }

  private distance(item: Placed, x: number, y: number): number {
    const [x0 = 0, x1 = x0] = item.xs;
    const [y0 = 0, y1 = y0] = item.ys;
    switch (item.drawing.tool) {
      case 'horizontalLine':
        return Math.abs(y - y0);
      case 'trendLine':
        return distanceToSegment(x, y, x0, y0, x1, y1);
      case 'rectangle': {
        const edges = [
          distanceToSegment(x, y, x0, y0, x1, y0),
          distanceToSegment(x, y, x1, y0, x1, y1),
          distanceToSegment(x, y, x1, y1, x0, y1),
          distanceToSegment(x, y, x0, y1, x0, y0),
        ];
        return Math.min(...edges);
      }
    }
  }

  private draw(target: DrawTarget): void {
    const palette = this.palette;
    target.useMediaCoordinateSpace(({ context, mediaSize }) => {
      for (const item of this.placed) {
        const selected = item.drawing.id === this.selected;
        context.strokeStyle = selected ? palette.selected : palette.drawing;
        context.fillStyle = palette.drawing;
        context.lineWidth = selected ? 2 : 1.5;
        context.setLineDash(item.drawing.id === '__draft' ? [4, 4] : []);
        const [x0 = 0, x1 = x0] = item.xs;
        const [y0 = 0, y1 = y0] = item.ys;
        context.beginPath();
        switch (item.drawing.tool) {
          case 'horizontalLine':
            context.moveTo(0, y0);
            context.lineTo(mediaSize.width, y0);
            break;
          case 'trendLine':
            context.moveTo(x0, y0);
            context.lineTo(x1, y1);
            break;
          case 'rectangle':
            context.globalAlpha = 0.12;
            context.fillRect(
              Math.min(x0, x1),
              Math.min(y0, y1),
              Math.abs(x1 - x0),
              Math.abs(y1 - y0),
            );
            context.globalAlpha = 1;
            context.rect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
            break;
        }
        context.stroke();
        if (selected) {
          for (let i = 0; i < item.xs.length; i += 1) {
            const hx =
              item.drawing.tool === 'horizontalLine' ? mediaSize.width / 2 : (item.xs[i] as number);
            context.fillStyle = palette.selected;
            context.fillRect(hx - 3, (item.ys[i] as number) - 3, 6, 6);
          }
        }
      }
      context.setLineDash([]);
    });
  }
}
