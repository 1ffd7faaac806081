export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page?';

/** Forms that hold unsaved changes right now; a form adds itself while dirty and leaves when it is not. */
const unsaved = new Set<symbol>();

export function markUnsaved(form: symbol, dirty: boolean): void {
  if (dirty) unsaved.add(form);
  else unsaved.delete(form);
}

export function hasUnsavedChanges(): boolean {
  return unsaved.size > 0;
}

/**
 * For exits that are not links (Log Out): true when nothing would be lost or the admin agrees to
 * leave. Link clicks and the tab's closing are guarded by the form itself.
 */
export function confirmLeaveUnsaved(): boolean {
  return !hasUnsavedChanges() || window.confirm(UNSAVED_CHANGES_MESSAGE);
}
