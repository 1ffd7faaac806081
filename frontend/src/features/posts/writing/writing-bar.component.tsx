import { Button } from '../../../components/button.component';
import { ariaShortcut, shortcutLabel } from '../../../lib/platform';
import { writingStatsText } from './writing-stats';

interface WritingBarProps {
  stats: { words: number; minutes: number } | null;
  focusMode: boolean;
  onFocusMode: () => void;
  panelOpen: boolean;
  panelId: string;
  onPanel: () => void;
}

/** Above the text: how long it is, focus mode, and the Publishing and SEO panel's toggle. */
export function WritingBar({ stats, focusMode, onFocusMode, panelOpen, panelId, onPanel }: WritingBarProps) {
  return (
    <div className="writing-bar">
      <p className="writing-bar__stats">{writingStatsText(stats)}</p>
      <div className="writing-bar__actions">
        <Button
          variant="secondary"
          aria-pressed={focusMode}
          aria-keyshortcuts={ariaShortcut('Shift+F')}
          title={`${focusMode ? 'Leave focus mode (Escape)' : 'Hide everything but the title and the text'} (${shortcutLabel('Shift+F')})`}
          onClick={onFocusMode}
        >
          Focus mode
        </Button>
        {!focusMode && (
          <Button variant="secondary" aria-expanded={panelOpen} aria-controls={panelId} onClick={onPanel}>
            Publishing and SEO
          </Button>
        )}
      </div>
    </div>
  );
}
