/**
 * Automatic saving: each edit asks for a save after its own delay (spec: metric quantity 2 s, complexity and
 * solution type 1 s, people settings 0.1 s, review settings ~1 s, metric edits 500 ms); requests are
 * coalesced so that a burst of edits becomes one save, and a save never overlaps another (an edit made
 * while saving is saved right after, with the new ETag).
 */
export interface SaveQueueOptions {
  /** Performs one save of the latest draft; resolves when it is stored. */
  save: () => Promise<void>;
  onError?: (error: unknown) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class SaveQueue {
  private timer: unknown;
  /** When the pending save is due (ms since the epoch); Infinity when none is pending. */
  dueAt = Infinity;
  private running: Promise<void> | undefined;
  private again = false;
  private paused = false;

  constructor(private readonly options: SaveQueueOptions) {}

  private set(fn: () => void, ms: number) {
    return (this.options.setTimer ?? ((f, t) => setTimeout(f, t)))(fn, ms);
  }

  private clear() {
    if (this.timer !== undefined) (this.options.clearTimer ?? ((h) => clearTimeout(h as number)))(this.timer);
    this.timer = undefined;
    this.dueAt = Infinity;
  }

  /** Asks for a save `delayMs` after this edit; each edit restarts the wait, so a burst is saved once. */
  request(delayMs: number): void {
    this.clear();
    this.dueAt = Date.now() + delayMs;
    this.timer = this.set(() => {
      this.timer = undefined;
      this.dueAt = Infinity;
      void this.flush();
    }, delayMs);
  }

  /** Saves now (step changes, explicit saves); resolves when everything asked for so far is stored. */
  async flush(): Promise<void> {
    this.clear();
    if (this.paused) return;
    if (this.running) {
      this.again = true;
      await this.running;
      return this.running ?? Promise.resolve();
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.options.save();
        } while (this.again && !this.paused);
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  get pending(): boolean {
    return this.timer !== undefined || this.running !== undefined;
  }

  /** Stops saving (a conflict is waiting for the user's choice). */
  pause(): void {
    this.paused = true;
    this.clear();
  }

  resume(): void {
    this.paused = false;
  }

  dispose(): void {
    this.clear();
    this.paused = true;
  }
}
