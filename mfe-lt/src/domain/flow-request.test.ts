import { readFlowRequest } from './flow-request';

describe('readFlowRequest', () => {
  it('reads a well-formed request', () => {
    expect(readFlowRequest({ requestId: 'r1', symbolName: 'BTC3LUSDT', side: 'BUY' })).toEqual({
      requestId: 'r1',
      symbolName: 'BTC3LUSDT',
      side: 'BUY',
    });
  });

  it.each<[string, unknown]>([
    ['no request', undefined],
    ['a request without an id', { symbolName: 'BTC3LUSDT', side: 'BUY' }],
    ['an empty id', { requestId: '', symbolName: 'BTC3LUSDT', side: 'BUY' }],
    ['an unknown side', { requestId: 'r1', symbolName: 'BTC3LUSDT', side: 'HOLD' }],
    ['a symbol that is not a string', { requestId: 'r1', symbolName: 3, side: 'SELL' }],
  ])('refuses %s', (_name, request) => {
    expect(readFlowRequest(request)).toBeNull();
  });
});
