import { useState } from 'react';
import { Button } from '../../components/button.component';
import { ConfirmDialog } from '../../components/confirm-dialog.component';
import { errorMessage } from '../../lib/api-error';
import { useDeleteSampleStoriesMutation, useSampleStoriesQuery } from './api';

const stories = (count: number) => (count === 1 ? 'the sample story' : `the ${count} sample stories`);

export interface SampleStoriesOutcome {
  text: string;
  failed: boolean;
}

/**
 * "Delete sample stories": offered while stories added on first start are still untouched; ones the
 * author edited stay. What happened goes to `onOutcome`, for the page to say.
 */
export function SampleStoriesAction({ onOutcome }: { onOutcome: (outcome: SampleStoriesOutcome) => void }) {
  const { data } = useSampleStoriesQuery();
  const [deleteSamples, { isLoading }] = useDeleteSampleStoriesMutation();
  const [asking, setAsking] = useState(false);
  const count = data?.count ?? 0;

  async function confirm() {
    try {
      const { removed } = await deleteSamples().unwrap();
      onOutcome({ text: `Deleted ${stories(removed)}.`, failed: false });
    } catch (failure) {
      onOutcome({ text: `Failed to delete the sample stories: ${errorMessage(failure)}`, failed: true });
    } finally {
      setAsking(false);
    }
  }

  return (
    <>
      {count > 0 && (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Delete sample stories
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title="Delete sample stories"
          message={`Delete ${stories(count)} added when Folio was installed? Sample stories you have edited are kept. This cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
