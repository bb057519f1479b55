import { createBus } from './bus';
import type { BusEventName, BusEvents } from './bus';

function setup() {
  const errors: Array<[unknown, BusEventName]> = [];
  const bus = createBus((error, event) => {
    errors.push([error, event]);
  });
  return { bus, errors };
}

const PICKED: BusEvents['orderbook/price-picked'] = {
  price: '27000.5',
  rowSide: 'bid',
  cumulativeQty: '1.25',
};

describe('createBus', () => {
  it('delivers the payload to a listener of the event', () => {
    const { bus } = setup();
    const received: Array<BusEvents['orderbook/price-picked']> = [];
    bus.on('orderbook/price-picked', (payload) => received.push(payload));
    bus.emit('orderbook/price-picked', PICKED);
    expect(received).toEqual([PICKED]);
  });

  it('delivers to every listener in subscription order', () => {
    const { bus } = setup();
    const calls: string[] = [];
    bus.on('chart/price-picked', ({ price }) => calls.push(`a:${price}`));
    bus.on('chart/price-picked', ({ price }) => calls.push(`b:${price}`));
    bus.emit('chart/price-picked', { price: '1.5' });
    expect(calls).toEqual(['a:1.5', 'b:1.5']);
  });

  it('does not deliver to listeners of another event', () => {
    const { bus } = setup();
    const listener = jest.fn();
    bus.on('chart/price-picked', listener);
    bus.emit('market/symbol-change-requested', { symbolName: 'ETHUSDT' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('hands listeners a frozen copy of the payload', () => {
    const { bus } = setup();
    const payload = { symbolName: 'ETHUSDT' };
    let received: unknown;
    bus.on('market/symbol-change-requested', (p) => {
      received = p;
    });
    bus.emit('market/symbol-change-requested', payload);
    expect(received).toEqual(payload);
    expect(received).not.toBe(payload);
    expect(Object.isFrozen(received)).toBe(true);
    expect(Object.isFrozen(payload)).toBe(false);
  });

  it('stops delivery after unsubscribe', () => {
    const { bus } = setup();
    const listener = jest.fn();
    const off = bus.on('chart/price-picked', listener);
    bus.emit('chart/price-picked', { price: '1' });
    off();
    bus.emit('chart/price-picked', { price: '2' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ price: '1' });
  });

  it('keeps other listeners after one unsubscribes', () => {
    const { bus } = setup();
    const stays = jest.fn();
    const leaves = jest.fn();
    bus.on('chart/price-picked', stays);
    const off = bus.on('chart/price-picked', leaves);
    off();
    bus.emit('chart/price-picked', { price: '1' });
    expect(stays).toHaveBeenCalledTimes(1);
    expect(leaves).not.toHaveBeenCalled();
  });

  it('removes only its own subscription when one function subscribes twice', () => {
    const { bus } = setup();
    const listener = jest.fn();
    const offFirst = bus.on('chart/price-picked', listener);
    bus.on('chart/price-picked', listener);
    offFirst();
    bus.emit('chart/price-picked', { price: '1' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a second call of an unsubscribe function', () => {
    const { bus } = setup();
    const listener = jest.fn();
    const offOld = bus.on('chart/price-picked', listener);
    offOld();
    bus.on('chart/price-picked', listener);
    offOld();
    bus.emit('chart/price-picked', { price: '1' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reports a throwing listener and still runs the others', () => {
    const { bus, errors } = setup();
    const failure = new Error('remote bug');
    const before = jest.fn();
    const after = jest.fn();
    bus.on('tools/open-requested', before);
    bus.on('tools/open-requested', () => {
      throw failure;
    });
    bus.on('tools/open-requested', after);
    bus.emit('tools/open-requested', { tool: 'gridBot' });
    expect(before).toHaveBeenCalledWith({ tool: 'gridBot' });
    expect(after).toHaveBeenCalledWith({ tool: 'gridBot' });
    expect(errors).toEqual([[failure, 'tools/open-requested']]);
  });

  it('reports nothing when no listener throws', () => {
    const { bus, errors } = setup();
    bus.on('chart/price-picked', () => undefined);
    bus.emit('chart/price-picked', { price: '1' });
    expect(errors).toEqual([]);
  });

  it('delivers to listeners present when the event was emitted', () => {
    const { bus } = setup();
    const late = jest.fn();
    bus.on('chart/price-picked', () => {
      bus.on('chart/price-picked', late);
    });
    bus.emit('chart/price-picked', { price: '1' });
    expect(late).not.toHaveBeenCalled();
  });
});
