/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ConnectionState } from '../wire/protocol';
import type { HostApi, MarketStream } from '../remote';
import { createNamespaceHook } from './namespace';
import { useConnectionState, useMarketStream, useMarketStreamSelect } from './hooks';

function fakeHost(loadNamespace: jest.Mock) {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'en', resources: {} });
  let state: ConnectionState = 'connecting';
  const listeners = new Set<(s: ConnectionState) => void>();
  const host = {
    i18n: { instance, loadNamespace },
    realtime: {
      state: () => state,
      onState: (listener: (s: ConnectionState) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  } as unknown as HostApi;
  const setState = (next: ConnectionState) => {
    state = next;
    listeners.forEach((l) => l(next));
  };
  return { host, instance, setState };
}

describe('createNamespaceHook', () => {
  it('loads the namespace once per host from the app origin and then translates', async () => {
    const load = jest.fn(async () => undefined);
    const { host, instance } = fakeHost(load);
    const useT = createNamespaceHook('book', () => 'http://127.0.0.1:8082/');
    function Label() {
      const { t, ready } = useT(host);
      return <span>{ready ? t('title') : 'loading'}</span>;
    }
    instance.addResourceBundle('en', 'book', { title: 'Order book' });
    render(
      <>
        <Label />
        <Label />
      </>,
    );
    expect(await screen.findAllByText('Order book')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('book', 'http://127.0.0.1:8082/', undefined);
  });

  it('tells the host which languages the app ships, as its build found them', async () => {
    const load = jest.fn(async () => undefined);
    const { host } = fakeHost(load);
    const useT = createNamespaceHook(
      'book',
      () => 'http://127.0.0.1:8082/',
      () => ['en', 'es'],
    );
    function Label() {
      return <span>{useT(host).ready ? 'ready' : 'loading'}</span>;
    }
    render(<Label />);
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('book', 'http://127.0.0.1:8082/', {
      languages: ['en', 'es'],
    });
  });
});

describe('useConnectionState', () => {
  it('follows the realtime state', () => {
    const { host, setState } = fakeHost(jest.fn());
    function State() {
      return <span>{useConnectionState(host)}</span>;
    }
    render(<State />);
    expect(screen.getByText('connecting')).toBeTruthy();
    act(() => setState('stale'));
    expect(screen.getByText('stale')).toBeTruthy();
  });
});

describe('useMarketStream', () => {
  it('re-renders with the stream value when the stream signals', () => {
    let value = 1;
    let notify = () => undefined as void;
    const stream: MarketStream<number> = {
      get: () => value,
      subscribe: (listener) => {
        notify = listener;
        return () => undefined;
      },
    };
    function Value() {
      return <span>v{useMarketStream(stream)}</span>;
    }
    render(<Value />);
    value = 2;
    act(() => notify());
    expect(screen.getByText('v2')).toBeTruthy();
  });
});

describe('useMarketStreamSelect', () => {
  it('re-renders only when the picked value changes', () => {
    let value = { price: '1', volume: '10' };
    let notify = () => undefined as void;
    const stream: MarketStream<{ price: string; volume: string }> = {
      get: () => value,
      subscribe: (listener) => {
        notify = listener;
        return () => undefined;
      },
    };
    let renders = 0;
    function Price() {
      renders += 1;
      return <span>p{useMarketStreamSelect(stream, (s) => s.price)}</span>;
    }
    render(<Price />);
    const first = renders;
    value = { price: '1', volume: '11' };
    act(() => notify());
    expect(renders).toBe(first);
    value = { price: '2', volume: '11' };
    act(() => notify());
    expect(screen.getByText('p2')).toBeTruthy();
    expect(renders).toBe(first + 1);
  });
});
