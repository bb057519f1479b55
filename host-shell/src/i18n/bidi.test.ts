import { isolateText } from './bidi';

describe('isolateText', () => {
  it('wraps the text in a first strong isolate and its pop', () => {
    expect(isolateText('Recharge limit reached.')).toBe('\u2068Recharge limit reached.\u2069');
  });
});
