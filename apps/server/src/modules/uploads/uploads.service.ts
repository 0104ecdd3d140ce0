import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadBadTypeMessage } from '@tembusu/contracts/patterns';
import type { Upload } from '@tembusu/contracts/uploads';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { invalid, notFound, RateLimited } from '../../errors.js';
import type { ReceivedFile } from '../../plugins/uploads.js';
import { takeAllowances } from '../rate-limits/rate-limits.service.js';
import { acceptedContentType } from './file-kind.js';
import { findUploadRow, insertUpload, type UploadRow } from './uploads.repository.js';

function present(row: UploadRow): Upload {
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size };
}

/**
 * The caller's organisation's upload by id, for a module that attaches it to a record (a photo,
 * a floor plan) inside its own transaction: undefined when the organisation has no such upload,
 * so that another organisation's file is never attached. The caller checks its kind.
 */
export async function findUpload(
  tx: Db,
  ctx: TenantContext,
  id: string,
): Promise<Upload | undefined> {
  const row = await findUploadRow(tx, ctx.organizationId, id);
  return row && present(row);
}

// Each organisation's files sit in a folder of their own, named by id only, never by the
// client's file name.
export function uploadFilePath(dataDir: string, organizationId: string, id: string) {
  return join(dataDir, 'uploads', organizationId, id);
}

/**
 * Files one account may attach in a day: far more than photos, receipts and floor plans need,
 * and with the size limit a bound on the disk one account can fill (at most 200 MB a day).
 */
export const maxUploadsPerDay = 100;

function retryText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} minutes`;
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** Takes one of the account's uploads for the day, before the file is read. */
export function takeUploadAllowance(ctx: TenantContext): Promise<void> {
  return takeAllowances(
    ctx.db,
    [{ key: `uploads:account:${ctx.accountId}`, limit: maxUploadsPerDay, windowSeconds: 86_400 }],
    ctx.now,
    (_spent, retryAfterSeconds) =>
      new RateLimited(
        `You have uploaded ${maxUploadsPerDay} files today, the most allowed in a day. Please try again in ${retryText(retryAfterSeconds)}.`,
        retryAfterSeconds,
      ),
  );
}

export async function saveUpload(
  ctx: TenantContext & { dataDir: string },
  file: ReceivedFile,
): Promise<Upload> {
  const contentType = acceptedContentType(file.fileName, file.bytes);
  if (!contentType) throw invalid('file', uploadBadTypeMessage);
  const id = randomUUID();
  const path = uploadFilePath(ctx.dataDir, ctx.organizationId, id);
  await mkdir(join(ctx.dataDir, 'uploads', ctx.organizationId), { recursive: true });
  await writeFile(path, file.bytes);
  try {
    return await withTenant(ctx.db, ctx.organizationId, async (tx) =>
      present(
        await insertUpload(tx, {
          id,
          organizationId: ctx.organizationId,
          name: file.fileName.slice(-200),
          contentType,
          size: file.bytes.length,
          contentSha256: createHash('sha256').update(file.bytes).digest('hex'),
          uploadedBy: ctx.accountId,
          createdAt: ctx.now,
        }),
      ),
    );
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

export async function readUpload(ctx: TenantContext & { dataDir: string }, id: string) {
  const row = await withTenant(ctx.db, ctx.organizationId, (tx) =>
    findUploadRow(tx, ctx.organizationId, id),
  );
  if (!row) throw notFound('File');
  try {
    const bytes = await readFile(uploadFilePath(ctx.dataDir, ctx.organizationId, id));
    return { upload: present(row), bytes };
  } catch {
    throw notFound('File');
  }
}
