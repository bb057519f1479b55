import { findNginx } from '@spot/tooling/browser';
import { startTestStack } from './test-stack';

/** Starts the stack for the run and returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';
  if (server === 'nginx' && !findNginx()) {
    console.warn(
      'nginx is not installed and cannot be installed here: `sudo apt-get install -y nginx`; skipping',
    );
    process.env.E2E_NGINX_MISSING = '1';
    return async () => undefined;
  }
  const stack = await startTestStack(server, 'e2e');
  // Which encodings the apps' precompressed files go out in (nginx may lack brotli).
  process.env.E2E_COMPRESSION = stack.compression;
  return () => stack.stop();
}
