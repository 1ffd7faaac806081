import { describe, expect, it } from '@jest/globals';
import { ghostPagination, parseGhostBrowse, parseGhostFilter, parseGhostOrder, pickFields } from './ghost-query.js';

describe('a Ghost browse query', () => {
  it('reads the status filters writing apps send', () => {
    expect(parseGhostFilter('status:draft')).toEqual({ status: 'draft' });
    expect(parseGhostFilter("status:'scheduled'")).toEqual({ status: 'scheduled' });
    expect(parseGhostFilter('status:[draft]+tag:news')).toEqual({ status: 'draft', tagSlug: 'news' });
    expect(parseGhostFilter('status:[draft,published,scheduled]')).toEqual({});
    expect(parseGhostFilter('')).toEqual({});
  });

  it('refuses, by name, the filters it cannot honour rather than answering a wider list', () => {
    expect(() => parseGhostFilter('status:sent')).toThrow('status must be one of draft, scheduled, published, not "sent"');
    expect(() => parseGhostFilter('status:[draft,published]')).toThrow('one status at a time');
    expect(() => parseGhostFilter('featured:true')).toThrow('not by featured');
    expect(() => parseGhostFilter('nonsense')).toThrow('is not a filter');
  });

  it('pages as Ghost does: 15 by default, limit=all as one large page, refusing what is not a page', () => {
    expect(parseGhostBrowse({})).toMatchObject({ page: 1, limit: 15, order: { by: 'created', direction: 'desc' } });
    expect(parseGhostBrowse({ limit: 'all', page: '3' })).toMatchObject({ page: 3, limit: 100 });
    expect(parseGhostBrowse({ limit: '5000' }).limit).toBe(100);
    expect(() => parseGhostBrowse({ page: '0' })).toThrow('page must be a positive whole number');
    expect(() => parseGhostBrowse({ limit: 'ten' })).toThrow('limit must be a positive whole number');
    expect(() => parseGhostBrowse({ filter: ['status:draft', 'status:published'] })).toThrow('filter must be given once');
  });

  it('orders by the dates Ghost names', () => {
    expect(parseGhostOrder('published_at desc')).toEqual({ by: 'published', direction: 'desc' });
    expect(parseGhostOrder('updated_at ASC')).toEqual({ by: 'updated', direction: 'asc' });
    expect(() => parseGhostOrder('title asc')).toThrow('order must be');
  });

  it('answers the pagination meta Ghost clients page with', () => {
    expect(ghostPagination(1, 15, 0)).toEqual({ page: 1, limit: 15, pages: 1, total: 0, next: null, prev: null });
    expect(ghostPagination(2, 2, 5)).toEqual({ page: 2, limit: 2, pages: 3, total: 5, next: 3, prev: 1 });
    expect(ghostPagination(3, 2, 5)).toMatchObject({ next: null, prev: 2 });
  });

  it('keeps only the fields asked for', () => {
    expect(pickFields({ id: '1', title: 'T', html: '<p>x</p>' }, ['id', 'title'])).toEqual({ id: '1', title: 'T' });
    expect(pickFields({ id: '1' }, undefined)).toEqual({ id: '1' });
    expect(parseGhostBrowse({ fields: 'id, title' }).fields).toEqual(['id', 'title']);
  });
});
