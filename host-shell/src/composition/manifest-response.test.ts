/**
 * @jest-environment node
 */
// Node's own Response (jsdom has none): the runtime checks `instanceof Response`.
import { earlyManifestPlugin, manifestResponse } from './remote-loader';

const MANIFEST = '{"id":"mfe_orderbook","metaData":{"publicPath":"auto"}}';

describe('manifestResponse', () => {
  it('is a Response, so the federation runtime takes it instead of fetching again', () => {
    const response = manifestResponse(MANIFEST);
    expect(response).toBeInstanceOf(Response);
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('gives the manifest as JSON without reading its body (no stream, no task to wait for)', async () => {
    const response = manifestResponse(MANIFEST);
    await expect(response.json()).resolves.toEqual(JSON.parse(MANIFEST));
    expect(response.bodyUsed).toBe(false);
    // The body is still there for a reader that wants the text.
    await expect(response.text()).resolves.toBe(MANIFEST);
  });

  it('rejects a manifest that is not JSON, as a fetched response would', async () => {
    await expect(manifestResponse('<html>').json()).rejects.toThrow(SyntaxError);
  });

  it('is what the early-manifest plugin answers the runtime with by default', async () => {
    const fetchHook = earlyManifestPlugin(() => Promise.resolve(MANIFEST)).fetch as (
      url: string,
      init: RequestInit,
    ) => Promise<Response>;
    const response = await fetchHook('http://127.0.0.1:8082/mf-manifest.json', {});
    expect(response).toBeInstanceOf(Response);
    await expect(response.json()).resolves.toEqual(JSON.parse(MANIFEST));
    expect(response.bodyUsed).toBe(false);
  });
});
