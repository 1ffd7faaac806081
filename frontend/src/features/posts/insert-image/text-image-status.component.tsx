import { Button } from '../../../components/button.component';
import { ALT_TEXT_REMINDER } from './alt-text';
import type { TextImageUpload } from './use-text-image-uploads.hook';

interface TextImageStatusProps {
  id: string;
  uploads: TextImageUpload[];
  problems: string[];
  onDismiss: () => void;
  /** Images in the text with no alt text yet. */
  withoutAlt: number;
}

/** Below the text: the uploads of pasted and dropped images, why one was refused, and which images still need describing. */
export function TextImageStatus({ id, uploads, problems, onDismiss, withoutAlt }: TextImageStatusProps) {
  return (
    <div className="text-images">
      <ul className="text-images__uploads" aria-live="polite">
        {uploads.map((item) => (
          <li key={item.placeholder} className="text-images__upload">
            <label>
              Uploading {item.fileName} <progress value={item.progress} max={1} />
            </label>
          </li>
        ))}
      </ul>
      {problems.length > 0 && (
        <div className="text-images__problems" role="alert">
            <ul>
              {problems.map((problem, index) => (
                <li key={index} className="form-error">
                  {problem}
                </li>
              ))}
            </ul>
          <Button variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      )}
      {withoutAlt > 0 && (
        <p id={`${id}-alt-reminder`} className="notice notice--warning text-images__reminder">
          {withoutAlt === 1 ? 'An image in the text has no alt text.' : `${withoutAlt} images in the text have no alt text.`} {ALT_TEXT_REMINDER} Write
          it between the brackets: ![A heron on the jetty](…).
        </p>
      )}
    </div>
  );
}
