import { useContext, useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type RefObject } from 'react';
import { MetadataNotSaved, uploadErrorMessage, uploadProblem } from '../../images';
import { useFileDrop } from '../../../hooks/use-file-drop.hook';
import { insertBlock } from '../markdown-format';
import { InsertImageServicesContext } from './insert-image.services';
import { imageMarkdown } from './markdown';
import { applyEdit, filesToUpload, replacePlaceholder, shiftPosition, uploadPlaceholder, type TextEdit } from './text-images';

/** An upload under way: its placeholder in the text and how far it has gone (0..1). */
export interface TextImageUpload {
  fileName: string;
  placeholder: string;
  progress: number;
}

/**
 * Makes `edit` through the browser's own editing where it can, so that Ctrl+Z takes it back like
 * typing and the author's caret stays where it was in their text; false where it cannot (the
 * field does not have the focus, or no execCommand: jsdom).
 */
function editInPlace(field: HTMLTextAreaElement, edit: TextEdit): boolean {
  if (document.activeElement !== field || typeof document.execCommand !== 'function') return false;
  const { selectionStart, selectionEnd } = field;
  field.setSelectionRange(edit.start, edit.end);
  const done = edit.text ? document.execCommand('insertText', false, edit.text) : document.execCommand('delete');
  if (!done) {
    field.setSelectionRange(selectionStart, selectionEnd);
    return false;
  }
  // The caret at the insertion itself follows the new text; elsewhere it keeps its place.
  if (selectionStart !== edit.start || selectionEnd !== edit.end) {
    field.setSelectionRange(shiftPosition(selectionStart, edit), shiftPosition(selectionEnd, edit));
  }
  return true;
}

/**
 * Images pasted or dropped into the Markdown field: each file the upload rules accept is stood in
 * for by `![Uploading photo.jpg…]()` at the caret, uploaded, then replaced by `![](url)` (the alt
 * text is the author's to write), or removed with the reason when the upload fails.
 */
export function useTextImageUploads(textarea: RefObject<HTMLTextAreaElement | null>, value: string, onChange: (value: string) => void) {
  const { useUpload } = useContext(InsertImageServicesContext);
  const upload = useUpload();
  const [uploads, setUploads] = useState<TextImageUpload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const running = useRef(new Set<AbortController>());
  // The text as last set: two uploads ending in one tick must not each start from the same old text.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  function edit(change: TextEdit) {
    const field = textarea.current;
    if (field && editInPlace(field, change)) {
      latest.current = field.value;
      return;
    }
    latest.current = applyEdit(latest.current, change);
    onChange(latest.current);
  }

  async function send(file: File, placeholder: string) {
    const controller = new AbortController();
    running.current.add(controller);
    const progress = (fraction: number) =>
      setUploads((all) => all.map((item) => (item.placeholder === placeholder ? { ...item, progress: fraction } : item)));
    let replacement = '';
    try {
      const image = await upload(file, file.name, { onProgress: progress, signal: controller.signal });
      replacement = imageMarkdown('', image.url || image.publicUrl);
    } catch (failure) {
      // Stored, only its details were not recorded: the image is there to show.
      if (failure instanceof MetadataNotSaved) replacement = imageMarkdown('', failure.image.url || failure.image.publicUrl);
      if (!controller.signal.aborted) setProblems((all) => [...all, `${file.name}: ${uploadErrorMessage(failure)}`]);
    } finally {
      running.current.delete(controller);
      setUploads((all) => all.filter((item) => item.placeholder !== placeholder));
    }
    if (controller.signal.aborted) return;
    const change = replacePlaceholder(latest.current, placeholder, replacement);
    if (change) edit(change);
  }

  function take(files: File[]) {
    const field = textarea.current;
    if (!field) return;
    const checked = files.map((file) => ({ file, problem: uploadProblem(file) }));
    setProblems(checked.flatMap(({ file, problem }) => (problem ? [`${file.name}: ${problem}`] : [])));
    const accepted = checked.filter(({ problem }) => !problem).map(({ file }) => file);
    if (accepted.length === 0) return;
    const placeholders: string[] = [];
    for (const file of accepted) placeholders.push(uploadPlaceholder(file.name, latest.current + placeholders.join('')));
    const state = { value: latest.current, start: field.selectionStart, end: field.selectionEnd };
    const next = insertBlock(state, placeholders.join('\n\n'));
    edit({ start: state.start, end: state.end, text: next.value.slice(state.start, next.value.length - (state.value.length - state.end)) });
    setUploads((all) => [...all, ...accepted.map((file, index) => ({ fileName: file.name, placeholder: placeholders[index], progress: 0 }))]);
    accepted.forEach((file, index) => void send(file, placeholders[index]));
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const files = filesToUpload(event.clipboardData, 'paste');
    if (files.length === 0) return;
    event.preventDefault();
    take(files);
  }

  const { dragging, zoneProps } = useFileDrop((files) => {
    textarea.current?.focus();
    take(files);
  });

  return { uploads, problems, dismissProblems: () => setProblems([]), dragging, textProps: { onPaste, ...zoneProps } };
}
