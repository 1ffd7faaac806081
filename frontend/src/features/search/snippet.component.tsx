const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/**
 * The server's snippet (escaped text, matched words in <mark>) drawn as text and <mark> elements:
 * never as HTML, whatever the API answered.
 */
export function Snippet({ html }: { html: string }) {
  // Empty parts (a snippet that starts with a match) would be text nodes the server never wrote.
  const parts = html.split(/(<mark>[^<]*<\/mark>)/).filter(Boolean);
  return (
    <p className="search-result__snippet">
      {parts.map((part, index) =>
        part.startsWith('<mark>') ? <mark key={index}>{unescape(part.slice(6, -7))}</mark> : unescape(part.replace(/<\/?mark>/g, '')),
      )}
    </p>
  );
}
