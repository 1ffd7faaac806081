import { characterCount } from './seo-preview';

interface CountedHintProps {
  guidance: string;
  length: number;
  guide: number;
  max: number;
}

/** A field's guidance and its character count: read with the field (aria-describedby), not announced at every key. */
export function CountedHint({ guidance, length, guide, max }: CountedHintProps) {
  const count = characterCount(length, guide, max);
  return (
    <>
      {guidance} <span className={`char-count char-count--${count.level}`}>{count.text}</span>
    </>
  );
}
