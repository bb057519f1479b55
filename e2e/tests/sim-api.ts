import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { SIM, expectMounted, waitForNoticeBar } from './helpers';

/** The sim's `code` envelope. */
export interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly result: T;
}

const traceparent = () =>
  `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;

/** The page's CSRF cookie for the sim, asked for when the jar has none yet. */
async function csrf(page: Page): Promise<string> {
  const find = async () =>
    (await page.context().cookies(SIM)).find((c) => c.name === 'csrf_token')?.value;
  const cookie = await find();
  if (cookie) return cookie;
  await page.request.get(`${SIM}/user/api/info`);
  const fresh = await find();
  if (!fresh) throw new Error('the sim set no csrf_token cookie');
  return fresh;
}

/** A mutating call as the page would make it: CSRF echoed, a trace header on every call. */
export async function simPost<T>(page: Page, path: string, body: unknown): Promise<Envelope<T>> {
  const res = await page.request.post(`${SIM}${path}`, {
    data: body,
    headers: { 'X-CSRF-Token': await csrf(page), traceparent: traceparent() },
  });
  expect(res.status(), `${path} answered ${res.status()}`).toBe(200);
  return (await res.json()) as Envelope<T>;
}

/** A read on the page's cookie jar; fails the test unless it answers code 0. */
export async function simGet<T>(page: Page, path: string): Promise<T> {
  const body = (await (await page.request.get(`${SIM}${path}`)).json()) as Envelope<T>;
  expect(body.code, body.message).toBe(0);
  return body.result;
}

const PASSWORD = 'sim-password';

/** Logs in on the page's cookie jar and marks the trading guide read. Returns the user id. */
export async function logInAs(page: Page, email: string): Promise<string> {
  const login = await simPost<{ id: string }>(page, '/login', { email, password: PASSWORD });
  expect(login.code).toBe(0);
  await page.addInitScript((id) => {
    localStorage.setItem(`host-shell.trade-guide.v1.${id}`, 'read');
  }, login.result.id);
  return login.result.id;
}

/**
 * Logs in on the page's cookie jar, marks the trading guide read, and opens BTC/USDT with the
 * orders remote mounted. Returns the user id.
 */
export async function openAs(page: Page, email: string): Promise<string> {
  const id = await logInAs(page, email);
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'orders');
  await expect(page.getByTestId('session-email')).toHaveText(email);
  await waitForNoticeBar(page);
  return id;
}
