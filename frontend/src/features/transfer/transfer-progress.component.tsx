interface TransferProgressProps {
  /** Names the bar for assistive technology ('Import progress'). */
  label: string;
  value: number;
  /** Null when the end is not known: the bar then shows activity without a measure. */
  max: number | null;
}

/** A progress bar: determinate when the end is known. The words that go with it live in the caller's status line. */
export function TransferProgress({ label, value, max }: TransferProgressProps) {
  return max && max > 0 ? (
    <progress className="transfer-progress" aria-label={label} value={Math.min(value, max)} max={max} />
  ) : (
    <progress className="transfer-progress" aria-label={label} />
  );
}
