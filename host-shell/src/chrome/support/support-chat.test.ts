import { createFakeHost } from '@spot/contracts/testing';
import { MAX_SUPPORT_MESSAGE, createSupportChat } from './support-chat';

describe('createSupportChat', () => {
  it('refuses an empty or too long message without calling, and one at a time', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fake = createFakeHost({
      handlers: {
        supportChat: () =>
          new Promise((resolve) => {
            answer = resolve as (value: unknown) => void;
          }),
      },
    });
    const chat = createSupportChat(fake.host, 'es');
    expect(await chat.send('   ')).toBe(false);
    expect(await chat.send('x'.repeat(MAX_SUPPORT_MESSAGE + 1))).toBe(false);
    expect(chat.store.getState().lines).toEqual([{ from: 'page', key: 'host:support.tooLong' }]);
    expect(fake.callsOf('supportChat')).toEqual([]);

    const first = chat.send('hola');
    expect(await chat.send('otra')).toBe(false);
    answer({ ok: true, result: { answer: 'respuesta', topic: null, handoff: true } });
    expect(await first).toBe(true);
    expect(fake.callsOf('supportChat').map((c) => c.request)).toEqual([
      { message: 'hola', lang: 'es' },
    ]);
    expect(chat.store.getState().lines.slice(1)).toEqual([
      { from: 'me', text: 'hola' },
      { from: 'bot', text: 'respuesta', handoff: true },
    ]);
  });
});
