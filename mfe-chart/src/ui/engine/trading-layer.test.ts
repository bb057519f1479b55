import type { ISeriesApi, SeriesType } from 'lightweight-charts';
import { TradingLayer, type TradeMarkerSpec } from './trading-layer';
import { PALETTES } from './palette';

const mockPlugins: { markers: unknown[]; detached: boolean }[] = [];

jest.mock(
  'lightweight-charts',
  () => ({
    LineStyle: { Solid: 0, Dashed: 2 },
    createSeriesMarkers: (_series: unknown, markers: unknown[]) => {
      const plugin = {
        markers,
        detached: false,
        setMarkers(next: unknown[]) {
          plugin.markers = next;
        },
        detach() {
          plugin.detached = true;
        },
      };
      mockPlugins.push(plugin);
      return plugin;
    },
  }),
  // The package is ESM only; the layer's module gets this stand-in.
  { virtual: true },
);

const series = () => ({}) as unknown as ISeriesApi<SeriesType>;
const marker = (time: number): TradeMarkerSpec => ({
  id: `B:${time}`,
  time,
  side: 'Buy',
  count: 1,
});
const live = () => mockPlugins.filter((p) => !p.detached);

beforeEach(() => {
  mockPlugins.length = 0;
});

describe('TradingLayer markers', () => {
  it('attaches no markers plugin to a series while there is no marker', () => {
    const layer = new TradingLayer(PALETTES.dark);
    layer.attach(series());
    layer.setMarkers([]);
    expect(mockPlugins).toHaveLength(0);
  });

  it('attaches one on the first marker, reuses it, and detaches it when none are left', () => {
    const layer = new TradingLayer(PALETTES.dark);
    layer.attach(series());
    layer.setMarkers([marker(60)]);
    layer.setMarkers([marker(60), marker(120)]);
    expect(mockPlugins).toHaveLength(1);
    expect(mockPlugins[0]?.markers).toHaveLength(2);
    layer.setMarkers([]);
    expect(live()).toHaveLength(0);
  });

  it('moves the markers to a new main series', () => {
    const layer = new TradingLayer(PALETTES.dark);
    layer.attach(series());
    layer.setMarkers([marker(60)]);
    layer.attach(series());
    expect(mockPlugins).toHaveLength(2);
    expect(mockPlugins[0]?.detached).toBe(true);
    expect(live()[0]?.markers).toHaveLength(1);
  });
});
