// Reading back what a PDF the server wrote says, for tests: the text a PDF reader extracts.
import { inflateSync } from 'node:zlib';

/** The PDF's objects by number, each with its dictionary and its stream, inflated. */
function objectsOf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { dictionary: string; stream: Buffer | null }>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream\n');
    const dictionary = at < 0 ? body : body.slice(0, at);
    let stream: Buffer | null = null;
    if (at >= 0) {
      const start = (match.index ?? 0) + match[0].indexOf('stream\n') + 'stream\n'.length;
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const raw = pdf.subarray(start, start + length);
      stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

/**
 * The text a PDF reader extracts: each font's ToUnicode map applied to the glyphs the page
 * shows, in the order shown. pdfkit writes one map per embedded font, as ranges of glyph codes.
 */
export function extractText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const reference = (dictionary: string, key: string) =>
    Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);
  const unicodeOf = new Map<string, Map<number, string>>();
  let content = '';
  for (const { dictionary } of objects.values()) {
    if (dictionary.includes('/Type /Page\n') && dictionary.includes('/Contents')) {
      content += objects.get(reference(dictionary, 'Contents'))?.stream?.toString('latin1') ?? '';
      const resources = objects.get(reference(dictionary, 'Resources'))?.dictionary ?? '';
      for (const [, key, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
        const font = objects.get(Number(id))?.dictionary ?? '';
        const cmap = objects.get(reference(font, 'ToUnicode'))?.stream?.toString('latin1');
        if (!cmap || !key) continue;
        const glyphs = new Map<number, string>();
        for (const [, from, entries] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
          [...(entries ?? '').matchAll(/<([0-9a-f ]+)>/g)].forEach(([, units], index) => {
            const codeUnits = (units ?? '').split(' ').map((unit) => Number.parseInt(unit, 16));
            glyphs.set(Number.parseInt(from ?? '0', 16) + index, String.fromCharCode(...codeUnits));
          });
        }
        unicodeOf.set(key, glyphs);
      }
    }
  }
  let font = new Map<number, string>();
  let out = '';
  for (const [, name, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (name) font = unicodeOf.get(name) ?? new Map();
    for (const [, hex] of (shown ?? '').matchAll(/<([0-9a-f]+)>/g)) {
      for (let at = 0; at < (hex ?? '').length; at += 4) {
        out += font.get(Number.parseInt((hex ?? '').slice(at, at + 4), 16)) ?? '';
      }
    }
    if (shown !== undefined) out += '\n';
  }
  return out;
}

/** The fonts the PDF embeds (or names, for the built-in ones), without their subset tags. */
export const fontNames = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(
    ([, name]) => name,
  );

/** How many pages the PDF has. */
export const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;
