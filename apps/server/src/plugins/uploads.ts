import multipart from '@fastify/multipart';
import { uploadMaxBytes, uploadTooLargeMessage } from '@tembusu/contracts/patterns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../errors.js';
import { nulCharacterMessage } from './input.js';

export type ReceivedFile = { fileName: string; bytes: Buffer };

/** Multipart bodies for the routes that take a file; every other route still takes JSON only. */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fileSize: uploadMaxBytes },
  });
});

/**
 * The single file of a multipart request, read whole. A file over the limit answers with the
 * given message (by default 'File upload failed. The maximum file size is 2MB.', the attachments'
 * message) and nothing of it is kept.
 */
export async function receiveFile(
  request: FastifyRequest,
  limit: { bytes: number; tooLargeMessage: string } = {
    bytes: uploadMaxBytes,
    tooLargeMessage: uploadTooLargeMessage,
  },
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw invalid('file', 'file: send the file as multipart/form-data');
  const part = await request.file({ limits: { fileSize: limit.bytes } });
  if (!part) throw invalid('file', 'file: choose a file to upload');
  // The file's name is kept as text, which cannot hold a NUL character.
  if (part.filename.includes('\0')) throw invalid('file', nulCharacterMessage('file'));
  try {
    const bytes = await part.toBuffer();
    return { fileName: part.filename, bytes };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid('file', limit.tooLargeMessage);
    }
    throw error;
  }
}
