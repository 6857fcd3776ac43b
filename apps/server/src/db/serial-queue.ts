/**
 * Runs async jobs one at a time, in arrival order. PGlite has a single connection, so every
 * transaction goes through one of these: two requests never interleave statements on it.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #pending = 0;

  run<T>(job: () => Promise<T>): Promise<T> {
    this.#pending++;
    const result = this.#tail.then(job);
    this.#tail = result.then(
      () => this.#pending--,
      () => this.#pending--,
    );
    return result;
  }

  /** Jobs queued or running. */
  get pending(): number {
    return this.#pending;
  }
}
