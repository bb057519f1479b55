import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { hostI18n, renderWithI18n } from '../chrome/testing/fake-host';
import { AUTO, createRouteSelector, type RouteSelector } from '../network/route-selector';
import { FakeClock } from '../testing/fake-clock';
import { RoutePicker } from './route-picker';

function selector(): RouteSelector {
  return createRouteSelector({
    routes: [
      { name: 'route-1', baseUrl: 'http://h:8090' },
      { name: 'route-2', baseUrl: 'http://h:8091' },
    ],
    fetch: jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch,
    storage: null,
    clock: new FakeClock(),
    isVisible: () => true,
  });
}

describe('RoutePicker', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await hostI18n();
  });

  it('shows the selected route under Auto, then every route with its latency and colour', () => {
    const routes = selector();
    renderWithI18n(i18n, <RoutePicker routes={routes} />);
    const button = screen.getByRole('button', { name: /Line/ });
    expect(button.getAttribute('data-choice')).toBe(AUTO);
    expect(button.textContent).toContain('Auto · route-1');
    act(() => routes.store.setState({ latencies: { 'route-1': 5, 'route-2': 1_200 } }));
    fireEvent.click(button);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Auto', 'route-10.01 s', 'route-21.20 s']);
    expect(options[1]?.querySelector('[data-level]')?.getAttribute('data-level')).toBe('success');
    expect(options[2]?.querySelector('[data-level]')?.getAttribute('data-level')).toBe('danger');
  });

  it('moves to the route the trader picks and closes the list', () => {
    const routes = selector();
    const moved = jest.fn();
    routes.onSelected((route) => moved(route.name));
    renderWithI18n(i18n, <RoutePicker routes={routes} />);
    fireEvent.click(screen.getByRole('button', { name: /Line/ }));
    fireEvent.click(screen.getByRole('option', { name: /route-2/ }));
    expect(moved).toHaveBeenCalledWith('route-2');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Line/ }).textContent).toContain('route-2');
  });

  it('closes on Escape', () => {
    renderWithI18n(i18n, <RoutePicker routes={selector()} />);
    fireEvent.click(screen.getByRole('button', { name: /Line/ }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
