import { useId } from 'react';
import {
  useCompressionSettingsQuery,
  useUpdateCompressionSettingsMutation,
  type CompressionSettings,
  type QualityPreset,
} from '../../api/compression-settings.api';
import { Button } from '../../components/button.component';
import { errorMessage } from '../../lib/api-error';
import { CompressionSlider } from './compression-slider.component';
import { NoticeLine } from './notice-line.component';
import { SettingSwitch } from './setting-switch.component';
import { useTimedNotice } from './use-timed-notice.hook';

type Toggle = keyof Pick<
  CompressionSettings,
  | 'compression_enabled'
  | 'auto_compress'
  | 'convert_photos_to_webp'
  | 'preserve_png_for_graphics'
  | 'always_preserve_format'
  | 'enable_legacy_compression'
>;

const toggles: { field: Toggle; label: string; hint: string }[] = [
  { field: 'compression_enabled', label: 'Compression', hint: 'Compress images on the server at all.' },
  { field: 'auto_compress', label: 'Auto-compress uploads', hint: 'Compress large uploads as they arrive.' },
  { field: 'convert_photos_to_webp', label: 'Convert photos to WebP', hint: 'Smaller files at the same quality.' },
  { field: 'preserve_png_for_graphics', label: 'Preserve PNG for graphics', hint: 'Keep screenshots and drawings sharp.' },
  { field: 'always_preserve_format', label: 'Always preserve format', hint: 'Never change an image’s file type.' },
  {
    field: 'enable_legacy_compression',
    label: 'Legacy compression in the editor',
    hint: 'Offer to shrink large images in the browser before uploading.',
  },
];

/** Spec §9 presets. */
const presets: { value: QualityPreset; label: string }[] = [
  { value: 'high', label: 'High (85%)' },
  { value: 'balanced', label: 'Balanced (75%)' },
  { value: 'aggressive', label: 'Aggressive (60%)' },
  { value: 'custom', label: 'Custom' },
];

/** Image Compression: every change is saved at once (optimistically, see the api) with a 3 s / 5 s notice. */
export function CompressionSettingsForm() {
  const presetId = useId();
  const settings = useCompressionSettingsQuery();
  const [update] = useUpdateCompressionSettingsMutation();
  const [notice, showNotice] = useTimedNotice();

  async function save(patch: Partial<CompressionSettings>) {
    try {
      await update(patch).unwrap();
      showNotice({ kind: 'success', text: 'Compression settings saved.' });
    } catch (error) {
      showNotice({ kind: 'error', text: `Failed to save: ${errorMessage(error)}` });
    }
  }

  const values = settings.data;
  if (!values) {
    return settings.isError ? (
      <div className="settings-load-error" role="alert">
        <p className="form-error">Error loading compression settings: {errorMessage(settings.error)}</p>
        <Button variant="ghost" onClick={() => settings.refetch()}>
          Try Again
        </Button>
      </div>
    ) : (
      <p className="status-line" role="status">
        Loading compression settings...
      </p>
    );
  }

  return (
    <div className="settings-compression">
      <div className="settings-switches">
        {toggles.map(({ field, label, hint }) => (
          <SettingSwitch
            key={field}
            label={label}
            hint={hint}
            checked={values[field]}
            onChange={(checked) => save({ [field]: checked })}
          />
        ))}
      </div>
      <div className="settings-field">
        <label htmlFor={presetId} className="settings-label">
          Quality preset
        </label>
        <select
          id={presetId}
          className="settings-select"
          value={values.quality_preset}
          onChange={(event) => save({ quality_preset: event.target.value as QualityPreset })}
        >
          {presets.map((preset) => (
            <option key={preset.value} value={preset.value}>
              {preset.label}
            </option>
          ))}
        </select>
      </div>
      {values.quality_preset === 'custom' && (
        <CompressionSlider
          label="Custom quality"
          min={10}
          max={100}
          step={5}
          value={values.custom_quality}
          format={(value) => `${value}%`}
          onCommit={(value) => save({ custom_quality: value })}
        />
      )}
      <CompressionSlider
        label="Size threshold"
        hint="Images larger than this are compressed."
        min={100}
        max={2000}
        step={50}
        value={values.size_threshold_kb}
        format={(value) => `${value} KB`}
        onCommit={(value) => save({ size_threshold_kb: value })}
      />
      <CompressionSlider
        label="Dimension threshold"
        hint="Images with a side longer than this are resized to it."
        min={1000}
        max={4000}
        step={100}
        value={values.dimension_threshold_px}
        format={(value) => `${value} px`}
        onCommit={(value) => save({ dimension_threshold_px: value })}
      />
      <NoticeLine notice={notice} />
    </div>
  );
}
