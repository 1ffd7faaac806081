/** Marks preview text that stands in for a blank field: it comes from the post itself. */
export function FromPostMark() {
  return (
    <>
      {' '}
      <span className="from-post-mark">from the post</span>
    </>
  );
}
