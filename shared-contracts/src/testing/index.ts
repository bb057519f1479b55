/**
 * `@spot/contracts/testing`: builders of contract data and a controllable `HostApi` double for
 * every app's tests. Test code only: lint keeps it out of production code. No React, no DOM.
 */
export {
  ALL_ON_COMPLIANCE,
  makeOrder,
  makeSession,
  makeSymbol,
  makeTicker,
  makeUser,
  utaOf,
  withStatus,
} from './builders';
export type { SessionOptions } from './builders';
export { randomDecimal, seededNumbers } from './numbers';
export { createFakeHost, fakeSubscribable, flush, memoryPrefs, memoryStorage } from './fake-host';
export type {
  FakeAnswer,
  FakeCall,
  FakeHandler,
  FakeHost,
  FakeHostOptions,
  FakeRealtimeSubscription,
  FakeStream,
  FakeSubscribable,
} from './fake-host';
