import { uploadExtensions } from '@tembusu/contracts/patterns';

type Extension = (typeof uploadExtensions)[number];

const contentTypeByExtension: Record<Extension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the bytes are an SVG document: text whose first element, past any prologue, is <svg. */
function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const prologue = /^(?:\uFEFF)?(?:\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i;
  const rest = text.slice(prologue.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/i.test(rest);
}

/** The content type the bytes really are, among the kinds people may upload. */
export function sniffContentType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (isSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

/**
 * The content type of an upload when both its name and its bytes say it is an allowed kind, and
 * say the same kind; undefined otherwise.
 */
export function acceptedContentType(fileName: string, bytes: Uint8Array): string | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(uploadExtensions as readonly string[]).includes(extension)) return undefined;
  const claimed = contentTypeByExtension[extension as Extension];
  return sniffContentType(bytes) === claimed ? claimed : undefined;
}
