/**
 * Said when the server runs without SITE_URL: every absolute link it writes (emails, feeds, share
 * cards, the sitemap) then points at its own local address. It is fixed in the server's environment.
 */
export function SiteUrlNotice() {
  return (
    <>
      <p>
        <strong>SITE_URL is not set.</strong> Links in emails and feeds point at this server's local address, which readers
        cannot open.
      </p>
      <p>
        Set <code>SITE_URL</code> to the address readers use (for example https://blog.example.com) and restart the server.
      </p>
    </>
  );
}
