import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadMaxBytes } from '@tembusu/contracts/patterns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTenants, type Tenants } from '../../test/isolation.js';
import { multipartFile, onePixelPng } from '../../test/multipart.js';
import { maxUploadsPerDay } from './uploads.service.js';

describe('uploads', () => {
  let t: TestApp;
  let tenants: Tenants;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tembusu-uploads-'));
    t = await createTestApp({ config: { dataDir } });
    tenants = await createTenants(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const send = (fileName: string, bytes: Uint8Array | string, token = tenants.demo.admin) => {
    const { payload, headers } = multipartFile(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
  };
  const fetchFile = (id: string, token = tenants.demo.admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/uploads/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const storedFiles = async () =>
    (await readdir(join(dataDir, 'uploads'), { recursive: true })).filter((name) =>
      /[0-9a-f-]{36}$/.test(name.split('/').pop() ?? ''),
    ).length;

  it('keeps a photo and serves it back to its organisation only', async () => {
    const res = await send('Portrait.PNG', onePixelPng, tenants.demo.employee);
    expect(res.statusCode).toBe(201);
    const upload = res.json().data;
    expect(upload).toEqual({
      id: expect.any(String),
      name: 'Portrait.PNG',
      contentType: 'image/png',
      size: onePixelPng.length,
    });
    const back = await fetchFile(upload.id);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.rawPayload.equals(onePixelPng)).toBe(true);

    expect((await fetchFile(upload.id, tenants.other.admin)).statusCode).toBe(404);
    expect((await fetchFile(upload.id, tenants.other.employee)).statusCode).toBe(404);
  });

  it('serves an SVG so that it cannot run script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>';
    const res = await send('logo.svg', svg);
    expect(res.statusCode).toBe(201);
    const back = await fetchFile(res.json().data.id);
    expect(back.headers['content-type']).toBe('image/svg+xml');
    expect(back.headers['content-security-policy']).toContain('sandbox');
    expect(back.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it("refuses a file of another kind, by its name or by its content, with the spec's message", async () => {
    const before = await storedFiles();
    const message =
      'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.';
    for (const [name, bytes] of [
      ['notes.txt', 'hello'],
      ['photo.png', '%PDF-1.4 pretending'],
      ['payload.svg', '<html><script>alert(1)</script></html>'],
      ['archive.pdf', onePixelPng],
    ] as const) {
      const res = await send(name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await storedFiles()).toBe(before);
  });

  it("refuses a file over 2 MB with the spec's message and keeps nothing of it", async () => {
    const before = await storedFiles();
    const big = new Uint8Array(uploadMaxBytes + 1);
    big.set(onePixelPng);
    const res = await send('huge.png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File upload failed. The maximum file size is 2MB.');
    const exact = new Uint8Array(uploadMaxBytes);
    exact.set(onePixelPng);
    expect((await send('exact.png', exact)).statusCode).toBe(201);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('asks for a file when the body has none, and for a sign-in', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { authorization: `Bearer ${tenants.demo.admin}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/^file: /);
    const { payload, headers } = multipartFile('a.png', onePixelPng);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows each account a day of uploads, then says when it may upload again', async () => {
    const before = await storedFiles();
    const token = tenants.other.employee;
    const statuses: number[] = [];
    for (let i = 0; i <= maxUploadsPerDay; i++) {
      statuses.push((await send(`receipt-${i}.png`, onePixelPng, token)).statusCode);
    }
    expect(statuses.slice(0, maxUploadsPerDay).every((status) => status === 201)).toBe(true);
    expect(statuses[maxUploadsPerDay]).toBe(429);
    const refused = await send('one-more.png', onePixelPng, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You have uploaded ${maxUploadsPerDay} files today, the most allowed in a day. Please try again in 24 hours.`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await storedFiles()).toBe(before + maxUploadsPerDay);
    expect((await send('colleague.png', onePixelPng, tenants.other.admin)).statusCode).toBe(201);
  });
});
