import type { DecimalString } from '../domain/decimal-string';
import { isDecimalString, isNonNegativeDecimalString } from '../domain/decimal-string';

/**
 * Small runtime guards that compose into the guard of a whole reply or payload. `shapeOf<T>()`
 * takes one guard per member of `T` (the compiler asks for every member, optional ones
 * included), so a type and its guard cannot drift apart silently.
 */
export type Guard<T> = (value: unknown) => value is T;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isString: Guard<string> = (v): v is string => typeof v === 'string';
/** A finite number (times in ms, counts). */
export const isFiniteNumber: Guard<number> = (v): v is number =>
  typeof v === 'number' && Number.isFinite(v);
export const isSafeInteger: Guard<number> = (v): v is number => Number.isSafeInteger(v);
export const isBoolean: Guard<boolean> = (v): v is boolean => typeof v === 'boolean';
/** A plain decimal string, sign allowed (`-0.5`). */
export const isDecimal: Guard<DecimalString> = isDecimalString;
/** A plain decimal string that is not negative: prices, sizes, amounts. */
export const isAmount: Guard<DecimalString> = isNonNegativeDecimalString;
export const isNull: Guard<null> = (v): v is null => v === null;
/** Any JSON object; for replies whose members are free-form (preferences). */
export const isAnyRecord: Guard<Readonly<Record<string, unknown>>> = (
  v,
): v is Readonly<Record<string, unknown>> => isRecord(v);

/** One of the given values, compared with `===`. */
export function oneOf<const T extends readonly (string | number | boolean | null)[]>(
  ...values: T
): Guard<T[number]> {
  const allowed: ReadonlySet<unknown> = new Set(values);
  return (v): v is T[number] => allowed.has(v);
}

export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (v): v is T | undefined => v === undefined || guard(v);
}

export function either<A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> {
  return (v): v is A | B => a(v) || b(v);
}

export function listOf<T>(item: Guard<T>): Guard<readonly T[]> {
  return (v): v is readonly T[] => Array.isArray(v) && v.every(item);
}

/** An object whose every member passes `item` (a map keyed by token, say). */
export function recordOf<T>(item: Guard<T>): Guard<Readonly<Record<string, T>>> {
  return (v): v is Readonly<Record<string, T>> => isRecord(v) && Object.values(v).every(item);
}

export type ShapeSpec<T> = { readonly [K in keyof T]-?: Guard<T[K]> };

/**
 * The guard of an object type from one guard per member. Members the type does not name are
 * allowed (a newer server may add some); a missing optional member reads as `undefined`.
 */
export function shapeOf<T>(spec: ShapeSpec<T>): Guard<T> {
  const entries = Object.entries(spec) as [string, Guard<unknown>][];
  return (v): v is T => isRecord(v) && entries.every(([key, guard]) => guard(v[key]));
}

/** `shapeOf` for a type that extends another: the base's guard, then the added members. */
export function extending<B, T extends B>(
  base: Guard<B>,
  added: { readonly [K in Exclude<keyof T, keyof B>]-?: Guard<T[K]> },
): Guard<T> {
  const entries = Object.entries(added) as [string, Guard<unknown>][];
  return (v): v is T => base(v) && entries.every(([key, guard]) => guard((v as never)[key]));
}
