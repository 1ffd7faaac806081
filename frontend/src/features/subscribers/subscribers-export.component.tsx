import { CsvDownload } from '../../components/csv-download.component';
import { SUBSCRIBERS_EXPORT_URL } from './api';

/** Every reader as CSV, fetched with the admin token and saved as a file (subscribers.csv unless the server names it). */
export function SubscribersExport() {
  return <CsvDownload url={SUBSCRIBERS_EXPORT_URL} fallbackName="subscribers.csv" className="subscribers-export" />;
}
