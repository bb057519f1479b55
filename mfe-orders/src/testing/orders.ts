// The contract's order builders, under the names this remote's tests use.
export { makeOrder as orderOf, utaOf, withStatus } from '@spot/contracts/testing';
