import type { Drawing } from './drawings';
import {
  MAX_DRAWINGS,
  addDrawing,
  distanceToSegment,
  placePoint,
  readDrawing,
  removeDrawing,
} from './drawings';

describe('drawings', () => {
  const p = (time: number, price: string) => ({ time, price });

  it('finishes a horizontal line with one point and the others with two', () => {
    const h = placePoint({ tool: 'horizontalLine', points: [] }, p(1, '10'), () => 'a');
    expect(h.done).toEqual({ id: 'a', tool: 'horizontalLine', points: [p(1, '10')] });
    const first = placePoint({ tool: 'trendLine', points: [] }, p(1, '10'), () => 'b');
    expect(first.done).toBeNull();
    const second = placePoint(first.draft!, p(2, '11'), () => 'b');
    expect(second.done?.points).toHaveLength(2);
    expect(second.draft).toBeNull();
  });

  it('reads stored drawings and refuses malformed ones', () => {
    const good = { id: 'x', tool: 'rectangle', points: [p(1, '1.5'), p(2, '2')] };
    expect(readDrawing(good)).toEqual(good);
    expect(readDrawing({ ...good, points: [p(1, '1')] })).toBeNull();
    expect(readDrawing({ ...good, tool: 'circle' })).toBeNull();
    expect(readDrawing({ ...good, points: [p(1, '1e3'), p(2, '2')] })).toBeNull();
    expect(readDrawing({ ...good, id: '' })).toBeNull();
  });

  it('keeps at most MAX_DRAWINGS and deletes by id', () => {
    let list: Drawing[] = Array.from({ length: MAX_DRAWINGS }, (_, i) => ({
      id: String(i),
      tool: 'horizontalLine' as const,
      points: [p(1, '1')],
    }));
    list = addDrawing(list, { id: 'new', tool: 'horizontalLine', points: [p(1, '1')] });
    expect(list).toHaveLength(MAX_DRAWINGS);
    expect(list[0]!.id).toBe('1');
    expect(removeDrawing(list, 'new').map((d) => d.id)).not.toContain('new');
  });

  it('measures the distance to a segment', () => {
    expect(distanceToSegment(5, 5, 0, 0, 10, 0)).toBe(5);
    expect(distanceToSegment(-3, 4, 0, 0, 10, 0)).toBe(5);
    expect(distanceToSegment(1, 1, 1, 1, 1, 1)).toBe(0);
  });
});
