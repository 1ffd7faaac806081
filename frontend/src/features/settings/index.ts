// What other features may use of the settings: the compression settings the editor compresses with.
export { useCompressionSettingsQuery, type CompressionSettings } from './api';
