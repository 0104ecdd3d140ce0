import { describe, expect, it } from 'vitest';
import { uploadProblem } from './uploads';

describe('the upload rules checked before sending', () => {
  it('accepts the spec kinds up to exactly 2 MB, whatever the case of the extension', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.svg', 'scan.pdf']) {
      expect(uploadProblem({ name, size: 1000 })).toBeNull();
    }
    expect(uploadProblem({ name: 'a.png', size: 2_097_152 })).toBeNull();
  });

  it("refuses any other kind with the spec's message", () => {
    for (const name of ['notes.txt', 'photo.png.exe', 'photo', 'photo.webp']) {
      expect(uploadProblem({ name, size: 10 })).toBe(
        'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.',
      );
    }
  });

  it("refuses a file over 2 MB with the spec's message", () => {
    expect(uploadProblem({ name: 'a.png', size: 2_097_153 })).toBe(
      'File upload failed. The maximum file size is 2MB.',
    );
  });
});
