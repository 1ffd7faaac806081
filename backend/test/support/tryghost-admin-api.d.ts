/** The parts of @tryghost/admin-api (which ships no types) that the tests and the bench call. */
declare module '@tryghost/admin-api' {
  type Item = Record<string, unknown> & { id: string };
  type Page = Item[] & { meta: { pagination: { page: number; limit: number; pages: number; total: number; next: number | null; prev: number | null } } };
  interface Resource {
    browse(options?: Record<string, unknown>): Promise<Page>;
    read(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<Item>;
    add(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<Item>;
    edit(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<Item>;
    delete(data: Record<string, unknown>): Promise<unknown>;
  }
  export default class GhostAdminAPI {
    constructor(options: { url: string; key: string; version: string | boolean });
    posts: Resource;
    pages: Resource;
    tags: Resource;
    members: Resource;
    images: { upload(data: { file: string; ref?: string }): Promise<{ url: string; ref: string | null }> };
    site: { read(): Promise<Record<string, unknown>> };
  }
}
