import type { LibraryFilter } from '../api';

/** Spec §2: 'No images found', with a hint that fits why (the spec leaves the hints' words open). */
export function emptyHint(source: LibraryFilter | '', query: string): string {
  if (source === 'upload' && !query) return 'You have not uploaded any images yet. Choose Upload Images to add some.';
  if (source || query) return 'No image matches this search or filter. Try other words, or choose All Sources.';
  return 'The library is empty. Upload images, or choose Reconcile Now to collect the images your posts show.';
}

export function LibraryEmpty({ source, query }: { source: LibraryFilter | ''; query: string }) {
  return (
    <div className="library-empty">
      <h2>No images found</h2>
      <p>{emptyHint(source, query)}</p>
    </div>
  );
}
