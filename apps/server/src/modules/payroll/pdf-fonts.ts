// Text in PDFs in any script. Names, addresses and pay items come in every script the people of a
// Singapore company write, and pdfkit's built-in fonts draw Latin only. So the fonts installed on
// the machine (Debian's fonts-noto-core and fonts-noto-cjk, else DejaVu) are embedded, each run
// of characters in the first font that draws all of it. What no installed font draws is shown as
// U+FFFD and logged, never dropped: colour emoji among them, since pdfkit cannot draw the bitmaps
// of Noto Color Emoji, though DejaVu draws some emoji in outline.
import { readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { create, type Font } from 'fontkit';

export type Weight = 'regular' | 'bold';

// The families tried, in order: Latin, then the scripts of Singapore and its neighbours, then
// symbols. A face of a font collection is named after '#'.
const families: { regular: string; bold?: string }[] = [
  { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  {
    regular: 'NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular',
    bold: 'NotoSansCJK-Bold.ttc#NotoSansCJKsc-Bold',
  },
  ...[
    'Tamil',
    'Arabic',
    'Thai',
    'Devanagari',
    'Bengali',
    'Gurmukhi',
    'Gujarati',
    'Malayalam',
    'Telugu',
    'Kannada',
    'Sinhala',
    'Myanmar',
    'Khmer',
    'Lao',
    'Hebrew',
    'Georgian',
    'Armenian',
    'Ethiopic',
  ].map((script) => ({
    regular: `NotoSans${script}-Regular.ttf`,
    bold: `NotoSans${script}-Bold.ttf`,
  })),
  { regular: 'NotoSansSymbols-Regular.ttf', bold: 'NotoSansSymbols-Bold.ttf' },
  { regular: 'NotoSansSymbols2-Regular.ttf' },
  { regular: 'NotoSansMath-Regular.ttf' },
  { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
];

type Face = { name: string; font: Font };

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Invisible characters (joiners, variation selectors) a face may lack without losing anything.
const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;
// Spaces, line breaks and control characters go with the text around them; pdfkit lays them out.
const layout = /^[\s\p{Cc}]+$/u;
const replacement = '\uFFFD';
// What pdfkit's built-in Helvetica draws: printable ASCII and Latin-1.
const builtInDrawable = /^[\u0020-\u007e\u00a0-\u00ff\s]$/u;

/** The grapheme as the face draws it, without the invisible characters it lacks; null if it cannot. */
function drawn(face: Face, grapheme: string): string | null {
  let text = '';
  for (const character of grapheme) {
    if (face.font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)) text += character;
    else if (!ignorable.test(character)) return null;
  }
  return text;
}

/**
 * The fonts under some directories. Faces are read once, when a text first needs them, and kept
 * for every document: each embeds only the glyphs it uses, but finding them needs the file.
 */
export class FontLibrary {
  private installed: Map<string, string> | undefined;
  private readonly faces = new Map<string, Face | null>();
  /** Said once: without fonts installed every document would repeat it. */
  builtInWarned = false;

  constructor(private readonly directories: string[]) {}

  /** Every font file under the directories, by file name; the first found of a name wins. */
  private installedFonts(): Map<string, string> {
    if (!this.installed) {
      this.installed = new Map();
      for (const directory of this.directories) {
        let paths: string[];
        try {
          paths = readdirSync(directory, { recursive: true, encoding: 'utf8' });
        } catch {
          continue;
        }
        for (const path of paths) {
          const name = basename(path);
          if (!this.installed.has(name)) this.installed.set(name, join(directory, path));
        }
      }
    }
    return this.installed;
  }

  private face(name: string): Face | null {
    let found = this.faces.get(name);
    if (found === undefined) {
      const [file = '', postscriptName] = name.split('#');
      const path = this.installedFonts().get(file);
      found = path ? { name, font: create(readFileSync(path), postscriptName) } : null;
      this.faces.set(name, found);
    }
    return found;
  }

  *facesOf(weight: Weight): Generator<Face> {
    for (const family of families) {
      const chosen = this.face((weight === 'bold' && family.bold) || family.regular);
      if (chosen) yield chosen;
    }
  }

  /** The first face, in the families' order, that draws the grapheme, and how it draws it. */
  firstDrawing(weight: Weight, grapheme: string) {
    for (const candidate of this.facesOf(weight)) {
      const text = drawn(candidate, grapheme);
      if (text !== null) return { face: candidate, text };
    }
    return undefined;
  }
}

/** The fonts where Linux distributions and people install them. */
export const systemFonts = new FontLibrary([
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  join(homedir(), '.local/share/fonts'),
  join(homedir(), '.fonts'),
]);

type Run = { face: Face | null; text: string };

/**
 * Writes text into one PDF document in the installed fonts, a font for each run of characters.
 * Characters no installed font draws are logged by `warn` when the document is done.
 */
export class PdfText {
  private readonly registered = new Set<string>();
  private readonly missing = new Set<string>();

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly warn: (message: string) => void,
    private readonly fonts: FontLibrary,
  ) {}

  private runs(text: string, weight: Weight): Run[] {
    const base = this.fonts.facesOf(weight).next().value ?? null;
    const runs: Run[] = [];
    const add = (face: Face | null, piece: string) => {
      const last = runs.at(-1);
      if (last?.face === face) last.text += piece;
      else runs.push({ face, text: piece });
    };
    for (const { segment } of graphemes.segment(text)) {
      const current = runs.at(-1)?.face ?? base;
      if (layout.test(segment)) {
        add(current, segment);
        continue;
      }
      const kept = current ? drawn(current, segment) : null;
      if (current && kept !== null) {
        add(current, kept);
        continue;
      }
      const found = this.fonts.firstDrawing(weight, segment);
      if (found) {
        add(found.face, found.text);
      } else if (builtInDrawable.test(segment)) {
        add(null, segment);
      } else {
        this.missing.add(segment);
        const shown = this.fonts.firstDrawing(weight, replacement);
        add(shown?.face ?? null, shown?.text ?? '?');
      }
    }
    return runs.length > 0 ? runs : [{ face: base, text: '' }];
  }

  private use(face: Face | null, weight: Weight) {
    if (!face) {
      this.pdf.font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica');
      return;
    }
    if (!this.registered.has(face.name)) {
      // pdfkit takes a fontkit font as readily as a file, though its types do not say so; the
      // font parsed once then serves every document.
      this.pdf.registerFont(face.name, face.font as unknown as Buffer);
      this.registered.add(face.name);
    }
    this.pdf.font(face.name);
  }

  /** pdf.text, each run of the text in a font that draws it. */
  write(
    text: string,
    weight: Weight,
    x?: number,
    y?: number,
    options: PDFKit.Mixins.TextOptions = {},
  ): void {
    const runs = this.runs(text, weight);
    runs.forEach((run, index) => {
      this.use(run.face, weight);
      // Features make pdfkit lay a run out whole instead of word by word, so that a run of a
      // right-to-left script reads right to left across its words too.
      const runOptions = { ...options, features: [], continued: index < runs.length - 1 };
      if (index === 0 && x !== undefined) this.pdf.text(run.text, x, y, runOptions);
      else this.pdf.text(run.text, runOptions);
    });
  }

  /** Logs what the document could not draw as written. */
  finish(): void {
    if (!this.fonts.builtInWarned && this.fonts.facesOf('regular').next().done) {
      this.fonts.builtInWarned = true;
      this.warn(
        'No Noto or DejaVu fonts are installed (Debian: fonts-noto-core, fonts-noto-cjk): PDFs use the built-in Helvetica, which draws Latin text only',
      );
    }
    if (this.missing.size > 0) {
      const listed = [...this.missing]
        .map((grapheme) => `${grapheme} (${[...grapheme].map(codePointName).join(' ')})`)
        .join(', ');
      this.warn(`No installed font draws ${listed}: the PDF shows a replacement mark instead`);
    }
  }
}

const codePointName = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
