import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ImportReport } from './import-report.component';
import { makeRun } from './testing/transfer-server';

const IMAGE_KIND = 'The image … could not be imported (…): the post keeps its original address';
const imageWarning = (n: number) => ({
  item: 'A very long page',
  message: `The image https://old.example.com/wp-content/uploads/scan-${n}.jpg could not be imported (it answered 404): the post keeps its original address`,
  kind: IMAGE_KIND,
});

function renderReport(run: Parameters<typeof makeRun>[0]) {
  render(
    <MemoryRouter>
      <ImportReport run={makeRun(run)} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: run?.dry_run ? 'Dry run report' : 'Import report' });
}

describe('the import report', () => {
  it('reads at a glance: counts first, then 54 near-identical warnings as one group of three with "Show all 54"', async () => {
    const user = userEvent.setup();
    const report = renderReport({
      dry_run: false,
      samples_removed: 8,
      warnings: [
        ...Array.from({ length: 54 }, (_, n) => imageWarning(n + 1)),
        { item: 'Notes', message: 'Private on the old site: imported as a draft', kind: 'Private on the old site: imported as a draft' },
      ],
    });

    const headings = within(report).getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Import report', 'Warnings (55)']);
    const counts = report.querySelector('dl[aria-label="Found in the file"]')!;
    expect(counts).toHaveTextContent('Posts3Pages1Tags4Images2Redirects3');
    const warningsHeading = within(report).getByRole('heading', { name: 'Warnings (55)' });
    expect(counts.compareDocumentPosition(warningsHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(report).getByText('Removed the 8 sample stories.')).toBeInTheDocument();

    const list = within(report).getByRole('heading', { name: 'Warnings (55)' }).nextElementSibling as HTMLElement;
    const groups = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(groups).toHaveLength(2);
    const [images, drafts] = groups as [HTMLElement, HTMLElement];
    expect(images.firstElementChild).toHaveTextContent(`${IMAGE_KIND} (54)`);
    const lines = () => within(images).getAllByRole('listitem').map((line) => line.textContent);
    expect(lines()).toEqual([1, 2, 3].map((n) => `A very long page${imageWarning(n).message}`));
    expect(drafts.firstElementChild).toHaveTextContent('Private on the old site: imported as a draft');
    expect(within(drafts).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['Notes']);
    expect(within(drafts).queryByRole('button')).not.toBeInTheDocument();

    const showAll = within(images).getByRole('button', { name: 'Show all 54' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(lines()).toHaveLength(54);
    expect(lines()[53]).toBe(`A very long page${imageWarning(54).message}`);
    await user.click(within(images).getByRole('button', { name: 'Show fewer' }));
    expect(lines()).toHaveLength(3);
  });

  it('says in a dry run that the sample stories will go', () => {
    expect(within(renderReport({ dry_run: true, samples_removed: 8 })).getByText('Will remove the 8 sample stories: the site holds nothing else yet.')).toBeInTheDocument();
  });

  it('says nothing of sample stories when none went', () => {
    expect(within(renderReport({ dry_run: false })).queryByText(/sample stor/)).not.toBeInTheDocument();
  });
});
