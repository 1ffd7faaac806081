import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';

function carriesFiles(event: { dataTransfer: DataTransfer | null }): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * A drop zone for image files. `dragging` is true while files are held over the zone; crossing
 * its children does not flicker (enter and leave are counted). While it is mounted, a file
 * dropped anywhere else on the page is refused: Chromium would otherwise open it in place of
 * the app, losing whatever the dialog and the editor behind it held.
 */
export function useFileDrop(onFiles: (files: File[]) => void, { disabled = false } = {}) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  useEffect(() => {
    function refuse(event: globalThis.DragEvent) {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    }
    document.addEventListener('dragover', refuse);
    document.addEventListener('drop', refuse);
    return () => {
      document.removeEventListener('dragover', refuse);
      document.removeEventListener('drop', refuse);
    };
  }, []);

  const leaveAll = useCallback(() => {
    depth.current = 0;
    setDragging(false);
  }, []);

  const zoneProps = {
    onDragEnter(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      leaveAll();
      const files = Array.from(event.dataTransfer.files);
      if (!disabled && files.length) onFiles(files);
    },
  };

  return { dragging: dragging && !disabled, zoneProps };
}
