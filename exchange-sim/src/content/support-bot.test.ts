import { MAX_SUPPORT_MESSAGE, answerSupport, parseSupportMessage } from './support-bot';

describe('the support bot', () => {
  it.each([
    ['How do I cancel an order?', 'en', 'cancel-order'],
    ['¿Cuáles son las comisiones?', 'es', 'fees'],
    ['OCOとは？', 'ja', 'oco'],
    ['كيف أقوم بترقية الحساب إلى الموحد؟', 'ar', 'upgrade'],
    ['What is BTC3L, a leveraged token?', 'en', 'leveraged-tokens'],
    ['¿Cuáles son las tarifas?', 'es', 'fees'],
    ['注文を取り消したい', 'ja', 'cancel-order'],
    ['كيف ألغي أمر', 'ar', 'cancel-order'],
    ['كيف أرقي حسابي', 'ar', 'upgrade'],
  ] as const)('answers %p from the catalogue (%s)', (message, lang, topic) => {
    const reply = answerSupport(message, lang);
    expect(reply).toMatchObject({ topic, handoff: false });
    expect(reply.answer.length).toBeGreaterThan(20);
  });

  it('answers in the language asked, whatever the language of the question', () => {
    expect(answerSupport('how do fees work', 'ja').answer).toMatch(/手数料/);
    expect(answerSupport('how do fees work', 'es').answer).toMatch(/comisión/);
  });

  it('hands anything else to a person', () => {
    const reply = answerSupport('my withdrawal to a bank is late', 'en');
    expect(reply).toMatchObject({ topic: null, handoff: true });
    expect(reply.answer).toMatch(/support team/);
  });

  it('refuses a message that is empty, too long, not text, or in another language', () => {
    expect(parseSupportMessage({ message: 'hi', lang: 'en' })).toEqual({
      message: 'hi',
      lang: 'en',
    });
    for (const body of [
      null,
      [],
      { message: '   ', lang: 'en' },
      { message: 'x'.repeat(MAX_SUPPORT_MESSAGE + 1), lang: 'en' },
      { message: 42, lang: 'en' },
      { message: 'hi', lang: 'fr' },
      { message: 'hi' },
    ]) {
      expect(typeof parseSupportMessage(body)).toBe('string');
    }
  });
});
