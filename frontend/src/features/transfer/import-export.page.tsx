import { usePageTitle } from '../../hooks/use-page-title.hook';
import { BackupsPanel } from './backups-panel.component';
import { ExportPanel } from './export-panel.component';
import { ImportPanel } from './import-panel.component';
import { JobsPanel } from './jobs-panel.component';
import { RedirectsPanel } from './redirects-panel.component';
import './transfer.css';

/** Issue 14 point 7: moving a site in and out of Folio, the old links that keep working, and the jobs that do the work. */
export function ImportExportPage() {
  usePageTitle('Import & Export');
  return (
    <section className="page transfer-page" aria-labelledby="page-title">
      <h1 id="page-title" className="screen-header">
        Import &amp; Export
      </h1>
      <ImportPanel />
      <div className="transfer-columns">
        <ExportPanel />
        <BackupsPanel />
      </div>
      <RedirectsPanel />
      <JobsPanel />
    </section>
  );
}
