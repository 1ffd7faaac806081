import { Injectable } from '@nestjs/common';

/** The time as the app sees it: one place to read it, so that tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
