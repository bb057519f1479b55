/**
 * Drawings on the price pane: trend line, horizontal line and rectangle. Points are a bar time
 * (seconds) and a price as a decimal string at the symbol's precision, so they survive saving.
 */
export const DRAWING_TOOLS = ['trendLine', 'horizontalLine', 'rectangle'] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];

export interface DrawingPoint {
  /** Seconds since the epoch. */
  readonly time: number;
  /** Decimal string. */
  readonly price: string;
}

export interface Drawing {
  readonly id: string;
  readonly tool: DrawingTool;
  /** One point for a horizontal line, two for the others. */
  readonly points: readonly DrawingPoint[];
}

/** Most drawings kept per symbol: a saved setting stays small. */
export const MAX_DRAWINGS = 100;

/** Points a tool needs before the drawing is complete. */
export function pointsNeeded(tool: DrawingTool): number {
  return tool === 'horizontalLine' ? 1 : 2;
}

function isPoint(value: unknown): value is DrawingPoint {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.time) &&
    (v.time as number) >= 0 &&
    typeof v.price === 'string' &&
    /^\d+(\.\d+)?$/.test(v.price)
  );
}

/** A stored drawing checked at the boundary, or null. */
export function readDrawing(value: unknown): Drawing | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || v.id === '' || v.id.length > 64) return null;
  if (!(DRAWING_TOOLS as readonly unknown[]).includes(v.tool)) return null;
  const tool = v.tool as DrawingTool;
  if (!Array.isArray(v.points) || v.points.length !== pointsNeeded(tool)) return null;
  if (!v.points.every(isPoint)) return null;
  return { id: v.id, tool, points: v.points as DrawingPoint[] };
}

/**
 * A drawing in progress: the tool and the points placed so far. `place` returns the next
 * state and, when the last point was placed, the finished drawing.
 */
export interface DrawingDraft {
  readonly tool: DrawingTool;
  readonly points: readonly DrawingPoint[];
}

export function placePoint(
  draft: DrawingDraft,
  point: DrawingPoint,
  newId: () => string,
): { readonly draft: DrawingDraft | null; readonly done: Drawing | null } {
  const points = [...draft.points, point];
  if (points.length < pointsNeeded(draft.tool)) {
    return { draft: { tool: draft.tool, points }, done: null };
  }
  return { draft: null, done: { id: newId(), tool: draft.tool, points } };
}

/** Adds a drawing, dropping the oldest beyond `MAX_DRAWINGS`. */
export function addDrawing(list: readonly Drawing[], drawing: Drawing): Drawing[] {
  return [...list, drawing].slice(-MAX_DRAWINGS);
}

export function removeDrawing(list: readonly Drawing[], id: string): Drawing[] {
  return list.filter((drawing) => drawing.id !== id);
}

/** Distance from (px, py) to the segment (ax, ay)–(bx, by), in pixels. */
export function distanceToSegment(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t =
    lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSq));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
