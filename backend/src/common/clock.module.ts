import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';

/** One clock for the whole app, so that a test moving it moves it for every module. */
@Global()
@Module({
  providers: [Clock],
  exports: [Clock],
})
export class ClockModule {}
