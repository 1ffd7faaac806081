/**
 * One queue's claim loop: claims and runs a job, again at once while there is work, otherwise when
 * woken (a job was just sent from this process, or the runner's look found one) or, given `pollMs`,
 * after that long. Stopping ends the wait at once and lets a job in hand finish: `done` settles
 * when the loop has ended, with no timer left.
 */
export class QueueWorker {
  readonly done: Promise<void>;
  private stopped = false;
  private wakeUp?: () => void;

  /** `claimAndRun` answers whether it found a job. */
  constructor(
    private readonly claimAndRun: () => Promise<boolean>,
    private readonly pollMs: number | undefined,
    private readonly onError: (error: Error) => void,
  ) {
    this.done = this.loop();
  }

  wake(): void {
    this.wakeUp?.();
  }

  stop(): void {
    this.stopped = true;
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    // The first claim waits a turn, so that a loop started by a constructor never runs inside it.
    await Promise.resolve();
    while (!this.stopped) {
      let found = false;
      try {
        found = await this.claimAndRun();
      } catch (error) {
        this.onError(error as Error);
      }
      if (!found && !this.stopped) await this.pause();
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = this.pollMs === undefined ? undefined : setTimeout(() => this.resume(resolve), this.pollMs);
      this.wakeUp = () => {
        clearTimeout(timer);
        this.resume(resolve);
      };
    });
  }

  private resume(resolve: () => void): void {
    this.wakeUp = undefined;
    resolve();
  }
}
