import type { FastifyReply } from 'fastify';

/** Answers a file to be saved under its name rather than shown in the browser. */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; bytes: Buffer | string },
) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .send(file.bytes);
}
