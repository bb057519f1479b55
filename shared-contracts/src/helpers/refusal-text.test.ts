import i18next from 'i18next';
import { refusalText } from './refusal-text';

async function texts(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    resources: {
      en: { 'error-code': { '170131': 'Insufficient balance.' } },
      es: { 'error-code': { '170131': 'Saldo insuficiente.' } },
    },
  });
  return instance;
}

describe('refusalText', () => {
  it("names a business refusal by the host's error-code text in the page's language", async () => {
    const es = await texts('es');
    const failure = {
      kind: 'business',
      code: 170131,
      message: 'Insufficient balance: needs 3000000 USDT, 100000 free',
    } as const;
    expect(refusalText(es, failure)).toBe('Saldo insuficiente.');
  });

  it("keeps the exchange's message, isolated in its own direction, for a code it does not know", async () => {
    const ar = await texts('ar');
    expect(refusalText(ar, { kind: 'business', code: 170199, message: 'Odd rule' })).toBe(
      '\u2068Odd rule\u2069',
    );
    // A page language without the code falls back to English, as every text does.
    expect(refusalText(ar, { kind: 'business', code: 170131, message: 'x' })).toBe(
      'Insufficient balance.',
    );
  });

  it("keeps a failure that is no refusal as the call's message, isolated", async () => {
    const en = await texts('en');
    // An HTTP status is no error code, even one that looks like it.
    expect(refusalText(en, { kind: 'http', code: 170131, message: 'HTTP 502' })).toBe(
      '\u2068HTTP 502\u2069',
    );
    expect(refusalText(en, { kind: 'timeout', message: 'timed out' })).toBe(
      '\u2068timed out\u2069',
    );
  });
});
