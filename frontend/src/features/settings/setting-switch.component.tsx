import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  /** While a change is being saved: the switch keeps its focus but ignores presses. */
  disabled?: boolean;
  /** The words beside the knob for each state; 'On' / 'Off' unless given. */
  onText?: string;
  offText?: string;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a real button with role="switch", so Space and Enter flip it and its label names it. */
export function SettingSwitch({
  label,
  hint,
  checked,
  disabled,
  onText = 'On',
  offText = 'Off',
  onChange,
}: SettingSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="toolbar settings-switch-row">
      <div className="settings-switch-row__text">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="hint">
            {hint}
          </span>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        className="settings-switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        // Not `disabled`: that would drop the keyboard focus while a change is saved.
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) onChange(!checked);
        }}
      >
        <span className="settings-switch__track" aria-hidden="true">
          <span className="settings-switch__thumb" />
        </span>
        <span className="settings-switch__state">{checked ? onText : offText}</span>
      </button>
    </div>
  );
}
