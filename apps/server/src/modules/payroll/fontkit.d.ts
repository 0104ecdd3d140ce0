// fontkit, the font reader pdfkit embeds fonts with, ships without types; this declares the
// little the PDF fonts ask of it.
declare module 'fontkit' {
  export type Font = {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  };
  /** A font, or with `postscriptName` the face of that name in a collection (.ttc). */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
