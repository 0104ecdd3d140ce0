import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The newest mail the server dropped for an address, waiting for it to arrive. */
export async function latestMailTo(address: string, after: number): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      if (Number(name.split('-')[0]) < after) break;
      const text = await readFile(join(dir, name), 'utf8');
      if (text.includes(`To: ${address}\n`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail reached ${address}`);
}
