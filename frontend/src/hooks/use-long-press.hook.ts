import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** Spec §9: the brand opens the admin token modal after a 1500 ms press. */
export const LONG_PRESS_MS = 1500;
/** A finger drifts a little while held; moving further than this is a scroll or a drag, not a hold. */
const MOVE_TOLERANCE_PX = 10;

export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onContextMenu: (event: MouseEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Calls `onLongPress` when the element is held for `delayMs` (mouse, touch or pen: pointer
 * events). The click that may end a hold is swallowed, so a held link does not also navigate;
 * a short click goes through untouched.
 */
export function useLongPress(onLongPress: () => void, delayMs = LONG_PRESS_MS): LongPressHandlers {
  const timer = useRef<number | undefined>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const callback = useRef(onLongPress);

  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    origin.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      fired.current = false;
      cancel();
      if (event.isPrimary === false || event.button > 0) return;
      origin.current = { x: event.clientX, y: event.clientY };
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        origin.current = null;
        fired.current = true;
        callback.current();
      }, delayMs);
    },
    [cancel, delayMs],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const start = origin.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX) cancel();
    },
    [cancel],
  );

  // A touch hold on a link opens the browser's link menu; during our hold it would cancel the gesture.
  const onContextMenu = useCallback((event: MouseEvent<HTMLElement>) => {
    if (timer.current !== undefined || fired.current) event.preventDefault();
  }, []);

  const onClick = useCallback((event: MouseEvent<HTMLElement>) => {
    const endsHold = fired.current && event.detail > 0;
    fired.current = false;
    // A keyboard activation (detail 0) after a touch hold that ended without a click still navigates.
    if (endsHold) event.preventDefault();
  }, []);

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu,
    onClick,
  };
}
