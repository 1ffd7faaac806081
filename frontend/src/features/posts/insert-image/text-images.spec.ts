import { describe, expect, it } from '@jest/globals';
import { applyEdit, filesToUpload, imagesWithoutAlt, replacePlaceholder, shiftPosition, uploadPlaceholder } from './text-images';

function transfer(files: File[], text = ''): DataTransfer {
  return { files: files as unknown as FileList, getData: (type: string) => (type === 'text/plain' ? text : '') } as DataTransfer;
}

const photo = new File([new Uint8Array(4)], 'photo.jpg', { type: 'image/jpeg' });

describe('uploadPlaceholder', () => {
  it('names the file, and numbers one whose name is already waiting in the text', () => {
    expect(uploadPlaceholder('photo.jpg', 'Some text')).toBe('![Uploading photo.jpg…]()');
    expect(uploadPlaceholder('image.png', '![Uploading image.png…]()')).toBe('![Uploading image.png (2)…]()');
    expect(uploadPlaceholder('image.png', '![Uploading image.png…]() ![Uploading image.png (2)…]()')).toBe('![Uploading image.png (3)…]()');
  });

  it('keeps the Markdown whole whatever the name holds', () => {
    expect(uploadPlaceholder('a]b[c.png', '')).toBe('![Uploading a b c.png…]()');
    expect(uploadPlaceholder('  ', '')).toBe('![Uploading image…]()');
  });
});

describe('filesToUpload', () => {
  it('takes every file of a drop, and of a paste that holds only files', () => {
    expect(filesToUpload(transfer([photo, photo]), 'drop')).toHaveLength(2);
    expect(filesToUpload(transfer([photo]), 'paste')).toEqual([photo]);
  });

  it('leaves a paste of text (with a picture of it, as spreadsheets send) to the browser', () => {
    expect(filesToUpload(transfer([photo], 'A1\tB1'), 'paste')).toEqual([]);
    expect(filesToUpload(transfer([]), 'paste')).toEqual([]);
    expect(filesToUpload(null, 'paste')).toEqual([]);
  });
});

describe('replacing a placeholder', () => {
  const text = 'Before\n\n![Uploading photo.jpg…]()\n\nAfter';

  it('puts the image in its place', () => {
    const edit = replacePlaceholder(text, '![Uploading photo.jpg…]()', '![](/uploads/a.webp)');
    expect(edit && applyEdit(text, edit)).toBe('Before\n\n![](/uploads/a.webp)\n\nAfter');
  });

  it('removes it with the empty paragraph it stood in', () => {
    const edit = replacePlaceholder(text, '![Uploading photo.jpg…]()', '');
    expect(edit && applyEdit(text, edit)).toBe('Before\n\nAfter');
  });

  it('does nothing once the author has deleted it', () => {
    expect(replacePlaceholder('Before', '![Uploading photo.jpg…]()', '![](/a.webp)')).toBeNull();
  });

  it('keeps the caret where it was in the text around it', () => {
    const edit = { start: 8, end: 34, text: '![](/uploads/a.webp)' };
    expect(shiftPosition(3, edit)).toBe(3);
    expect(shiftPosition(40, edit)).toBe(34);
    expect(shiftPosition(20, edit)).toBe(28);
  });
});

describe('imagesWithoutAlt', () => {
  it('counts the images whose alt text is empty, not placeholders or described ones', () => {
    expect(imagesWithoutAlt('![](/a.webp) ![ ](/b.webp) ![A heron](/c.webp) ![Uploading d.png…]() [](not-an-image)')).toBe(2);
    expect(imagesWithoutAlt('No images')).toBe(0);
  });
});
