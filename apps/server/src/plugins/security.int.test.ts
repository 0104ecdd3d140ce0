import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

describe('security headers', () => {
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends no HSTS on plain HTTP, whatever an untrusted client claims', async () => {
    for (const url of ['/api/health', '/legal', '/api/v1/nothing-here']) {
      expect((await get(direct, url)).headers['strict-transport-security'], url).toBeUndefined();
    }
    const claimed = await get(direct, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const secure = await get(proxied, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await get(proxied, '/api/health', { 'x-forwarded-proto': 'http' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('has one frame policy: never framed', async () => {
    const res = await get(direct, '/api/health');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
