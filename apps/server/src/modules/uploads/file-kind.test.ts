import { describe, expect, it } from 'vitest';
import { acceptedContentType, sniffContentType } from './file-kind.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);

describe('sniffContentType', () => {
  it('knows each allowed kind by its first bytes', () => {
    expect(sniffContentType(png)).toBe('image/png');
    expect(sniffContentType(jpeg)).toBe('image/jpeg');
    expect(sniffContentType(text('GIF89a...'))).toBe('image/gif');
    expect(sniffContentType(text('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('knows an SVG past its XML declaration, comments and doctype', () => {
    const svg = `\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"/>`;
    expect(sniffContentType(text(svg))).toBe('image/svg+xml');
  });

  it('refuses text that is not an SVG, and bytes that are not text', () => {
    expect(sniffContentType(text('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffContentType(text('name,email\n'))).toBeUndefined();
    expect(sniffContentType(bytes(0xc3, 0x28, 0x3c, 0x73))).toBeUndefined();
  });
});

describe('acceptedContentType', () => {
  it('accepts a file whose name and bytes agree, whatever the case of the extension', () => {
    expect(acceptedContentType('photo.JPG', jpeg)).toBe('image/jpeg');
    expect(acceptedContentType('photo.jpeg', jpeg)).toBe('image/jpeg');
    expect(acceptedContentType('badge.png', png)).toBe('image/png');
  });

  it('refuses a renamed file and a name outside the list', () => {
    expect(acceptedContentType('photo.png', jpeg)).toBeUndefined();
    expect(acceptedContentType('script.svg', text('alert(1)'))).toBeUndefined();
    expect(acceptedContentType('photo.webp', png)).toBeUndefined();
    expect(acceptedContentType('photo', png)).toBeUndefined();
  });
});
