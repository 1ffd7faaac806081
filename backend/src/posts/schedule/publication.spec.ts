import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { plannedPublication, type Publication } from './publication.js';

const NOW = new Date('2026-05-01T12:00:00.000Z');
const HOUR_AGO = new Date('2026-05-01T11:00:00.000Z');
const IN_AN_HOUR = new Date('2026-05-01T13:00:00.000Z');
const at = (date: Date) => date.toISOString();

function refusal(current: Publication | null, request: Parameters<typeof plannedPublication>[1]): string {
  try {
    plannedPublication(current, request, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as Error).message;
  }
  throw new Error('was not refused');
}

describe('plannedPublication', () => {
  it('publishes a new post now unless told otherwise, and backdates it to a past date', () => {
    expect(plannedPublication(null, {}, NOW)).toEqual({ status: 'published', publishedAt: NOW });
    expect(plannedPublication(null, { published_at: at(HOUR_AGO) }, NOW)).toEqual({ status: 'published', publishedAt: HOUR_AGO });
    expect(plannedPublication(null, { status: 'draft' }, NOW)).toEqual({ status: 'draft', publishedAt: null });
  });

  it('schedules only for a time still ahead', () => {
    expect(plannedPublication(null, { status: 'scheduled', published_at: at(IN_AN_HOUR) }, NOW)).toEqual({ status: 'scheduled', publishedAt: IN_AN_HOUR });
    expect(refusal(null, { status: 'scheduled', published_at: at(HOUR_AGO) })).toMatch(/published_at must be in the future/);
    expect(refusal(null, { status: 'scheduled', published_at: at(NOW) })).toMatch(/published_at must be in the future/);
    expect(refusal(null, { status: 'scheduled' })).toMatch(/published_at is required/);
    expect(refusal(null, { published_at: at(IN_AN_HOUR) })).toMatch(/set status to "scheduled"/);
    expect(refusal(null, { published_at: '0001-01-01T00:00:00Z' })).toMatch(/between 1970 and 9999/);
  });

  it('lets a scheduled post be edited when its minute has just come, and moved to another time', () => {
    const scheduled: Publication = { status: 'scheduled', publishedAt: HOUR_AGO };
    expect(plannedPublication(scheduled, {}, NOW)).toEqual(scheduled);
    expect(plannedPublication(scheduled, { published_at: at(IN_AN_HOUR) }, NOW)).toEqual({ status: 'scheduled', publishedAt: IN_AN_HOUR });
    expect(refusal(scheduled, { status: 'scheduled' })).toMatch(/has passed/);
  });

  it('unschedules to a draft without a date, and publishes a scheduled post now', () => {
    const scheduled: Publication = { status: 'scheduled', publishedAt: IN_AN_HOUR };
    expect(plannedPublication(scheduled, { status: 'draft' }, NOW)).toEqual({ status: 'draft', publishedAt: null });
    expect(plannedPublication(scheduled, { status: 'published' }, NOW)).toEqual({ status: 'published', publishedAt: NOW });
  });

  it('keeps the date of a post published before when it is published again', () => {
    const unpublished: Publication = { status: 'draft', publishedAt: HOUR_AGO };
    expect(plannedPublication(unpublished, { status: 'published' }, NOW)).toEqual({ status: 'published', publishedAt: HOUR_AGO });
    expect(plannedPublication({ status: 'published', publishedAt: HOUR_AGO }, { published_at: null }, NOW)).toEqual({ status: 'published', publishedAt: NOW });
  });
});
