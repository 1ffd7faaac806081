import { useId } from 'react';
import {
  useCompressionSettingsQuery,
  useUpdateCompressionSettingsMutation,
  type CompressionSettings,
  type QualityPreset,
} from './api';
import { Button } from '../../components/button.component';
import { errorMessage } from '../../lib/api-error';
import { CompressionSlider, type CompressionSliderProps } from './compression-slider.component';
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

type SliderField = keyof Pick<CompressionSettings, 'custom_quality' | 'size_threshold_kb' | 'dimension_threshold_px'>;

const sliders: (Omit<CompressionSliderProps, 'value' | 'onCommit'> & { field: SliderField })[] = [
  { field: 'custom_quality', label: 'Custom quality', min: 10, max: 100, step: 5, format: (value) => `${value}%` },
  {
    field: 'size_threshold_kb',
    label: 'Size threshold',
    hint: 'Images larger than this are compressed.',
    min: 100,
    max: 2000,
    step: 50,
    format: (value) => `${value} KB`,
  },
  {
    field: 'dimension_threshold_px',
    label: 'Dimension threshold',
    hint: 'Images with a side longer than this are resized to it.',
    min: 1000,
    max: 4000,
    step: 100,
    format: (value) => `${value} px`,
  },
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
      <div className="field settings-field">
        <label htmlFor={presetId}>Quality preset</label>
        <select
          id={presetId}
          className="input"
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
      {sliders
        // The custom quality applies to the Custom preset alone.
        .filter(({ field }) => field !== 'custom_quality' || values.quality_preset === 'custom')
        .map(({ field, ...slider }) => (
          <CompressionSlider key={field} {...slider} value={values[field]} onCommit={(value) => save({ [field]: value })} />
        ))}
      <NoticeLine notice={notice} />
    </div>
  );
}
