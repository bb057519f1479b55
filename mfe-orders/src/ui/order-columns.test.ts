import i18next from 'i18next';
import ar from '../../locales/ar/orders.json';
import en from '../../locales/en/orders.json';
import es from '../../locales/es/orders.json';
import ja from '../../locales/ja/orders.json';
import { orderOf } from '../testing/orders';
import { cancelLabel } from './order-columns';

const TEXTS = { en, es, ja, ar } as const;

function tOf(lng: keyof typeof TEXTS) {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    resources: { [lng]: { orders: TEXTS[lng] } },
    ns: ['orders'],
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lng, 'orders');
}

const pair = () => 'BTC/USDT';
const asShown = (text: string) => text;

describe("the cancel button's name (WCAG 2.5.3, label in name)", () => {
  const limit = orderOf({ side: 'BUY', price: '60000.00', origQty: '0.100000' });
  const market = orderOf({ side: 'SELL', type: 'MARKET', price: '0', origQty: '0.100000' });

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])(
    'starts with the visible label and names the order as its row shows it in %s',
    (lng) => {
      const t = tOf(lng);
      for (const order of [limit, market]) {
        const name = cancelLabel(t, pair, asShown, order);
        expect(name.startsWith(t('cancel'))).toBe(true);
        expect(name).toContain(t(order.side === 'BUY' ? 'buy' : 'sell'));
        expect(name).toContain('0.100000');
        expect(name).toContain('BTC/USDT');
        expect(name).not.toContain(order.orderId);
      }
      expect(cancelLabel(t, pair, asShown, limit)).toContain('60000.00');
    },
  );

  it('reads in English as the trader sees the order', () => {
    const t = tOf('en');
    expect(cancelLabel(t, pair, asShown, limit)).toBe('Cancel: Buy 0.100000 BTC/USDT at 60000.00');
    expect(cancelLabel(t, pair, asShown, market)).toBe('Cancel: Sell 0.100000 BTC/USDT at market');
  });

  it("writes the figures for the page's locale, as the cells do", () => {
    const comma = (text: string) => text.replace('.', ',');
    expect(cancelLabel(tOf('es'), pair, comma, limit)).toBe(
      'Cancelar: Compra 0,100000 BTC/USDT a 60000,00',
    );
  });
});
