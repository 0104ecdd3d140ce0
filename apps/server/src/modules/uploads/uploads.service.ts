import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadBadTypeMessage } from '@tembusu/contracts/patterns';
import type { Upload } from '@tembusu/contracts/uploads';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { invalid, notFound } from '../../errors.js';
import type { ReceivedFile } from '../../plugins/uploads.js';
import { acceptedContentType } from './file-kind.js';
import { findUpload, insertUpload, type UploadRow } from './uploads.repository.js';

function present(row: UploadRow): Upload {
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size };
}

// Each organisation's files sit in a folder of their own, named by id only, never by the
// client's file name.
export function uploadFilePath(dataDir: string, organizationId: string, id: string) {
  return join(dataDir, 'uploads', organizationId, id);
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
    findUpload(tx, ctx.organizationId, id),
  );
  if (!row) throw notFound('File');
  try {
    const bytes = await readFile(uploadFilePath(ctx.dataDir, ctx.organizationId, id));
    return { upload: present(row), bytes };
  } catch {
    throw notFound('File');
  }
}
