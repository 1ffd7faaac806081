/** Suspense fallback while a lazy chunk (dashboard, editor) downloads. */
export function PageLoader() {
  return (
    <p className="status-line" role="status">
      Loading...
    </p>
  );
}
