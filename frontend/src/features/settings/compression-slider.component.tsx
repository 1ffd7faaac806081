import { useEffect, useId, useRef, useState } from 'react';

/** How long a slider waits after the last release or key before it saves. */
export const SLIDER_SAVE_DELAY_MS = 400;

export interface CompressionSliderProps {
  label: string;
  hint?: string;
  min: number;
  max: number;
  step: number;
  /** The saved value (already the optimistic one while a save runs). */
  value: number;
  format: (value: number) => string;
  onCommit: (value: number) => void;
}

/**
 * A range input that shows its value while it moves but saves only when the admin lets go
 * (pointer up, key up, leaving it), a moment later, so that a drag is one request, not fifty.
 */
export function CompressionSlider({ label, hint, min, max, step, value, format, onCommit }: CompressionSliderProps) {
  const id = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const latest = useRef({ draft, value, onCommit });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  latest.current = { draft, value, onCommit };

  function commit() {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { draft: pending, value: saved, onCommit: save } = latest.current;
    if (pending !== null && pending !== saved) save(pending);
    setDraft(null);
  }

  function commitSoon() {
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, SLIDER_SAVE_DELAY_MS);
  }

  // A change still waiting when the screen goes away is saved, not lost.
  useEffect(
    () => () => {
      if (timer.current !== undefined) commit();
    },
    [],
  );

  const shown = draft ?? value;
  return (
    <div className="settings-slider">
      <div className="settings-slider__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <output htmlFor={id} className="settings-slider__value">
          {format(shown)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown}
        aria-valuetext={format(shown)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setDraft(Number(event.target.value))}
        onPointerUp={commitSoon}
        onKeyUp={commitSoon}
        onBlur={() => {
          if (timer.current !== undefined || latest.current.draft !== null) commit();
        }}
      />
      <div className="settings-slider__range" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}
