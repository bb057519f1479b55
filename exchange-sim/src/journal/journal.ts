import type { JournalFile, JournalIo } from './journal-io';
import { nodeJournalIo } from './journal-io';

/** File name of the journal inside the data folder. */
export const JOURNAL_FILE = 'journal.jsonl';

/**
 * One journal line: plain JSON with a type `t` (`"<module>.<event>"`, e.g. `account.prefs`)
 * and the time `ts` (ms since the epoch) it was accepted.
 */
export interface JournalRecord {
  readonly t: string;
  readonly ts: number;
  readonly [field: string]: unknown;
}

/** Called for each record of the file in order; `line` is its 1-based line number. */
export type ReplayHandler = (record: JournalRecord, line: number) => void;

export interface ReplaySummary {
  readonly records: number;
  /** Bytes of a torn last line cut away, 0 when the file ended cleanly. */
  readonly truncatedBytes: number;
}

export interface JournalOptions {
  readonly io?: JournalIo;
  /** Where the torn-tail warning goes (default `console.warn`). */
  readonly warn?: (message: string) => void;
}

/** A line in the middle of the journal is not a record, or a module refused a record. */
export class JournalCorruptError extends Error {
  override readonly name = 'JournalCorruptError';
}

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

const NEWLINE = 0x0a;

export function isJournalRecord(value: unknown): value is JournalRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { t, ts } = value as Record<string, unknown>;
  return typeof t === 'string' && t !== '' && typeof ts === 'number' && Number.isFinite(ts);
}

function parseLine(text: string): JournalRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return error instanceof Error ? error.message : 'not JSON';
  }
  return isJournalRecord(value) ? value : 'not a record {"t": string, "ts": number, …}';
}

/**
 * An append-only JSON-lines file. `replay` reads it once at start-up; `append` resolves only
 * when its records are written and fsync'd. Appends made while a write is pending or in flight
 * share the next write and fsync (group commit), so many concurrent commands cost one fsync.
 * A failed write or fsync stops the journal: that batch and every later append reject, so
 * nothing is acknowledged that is not on disk.
 */
export class Journal {
  private file: JournalFile | null = null;
  private replayed = false;
  private closed = false;
  private failure: Error | null = null;
  private buffer: string[] = [];
  private waiters: Waiter[] = [];
  private scheduled = false;
  private flushing: Promise<void> | null = null;
  private unlock: (() => Promise<void>) | null = null;

  private constructor(
    /** The file, or null for a journal that keeps nothing (tests without a data folder). */
    readonly path: string | null,
    private readonly io: JournalIo,
    private readonly warn: (message: string) => void,
  ) {}

  /** A journal on `path`; call `replay` before the first `append`. */
  static open(path: string, options: JournalOptions = {}): Journal {
    return new Journal(
      path,
      options.io ?? nodeJournalIo,
      options.warn ?? ((message) => console.warn(message)),
    );
  }

  /** A journal that writes nothing: appends resolve at once and replay finds no record. */
  static inMemory(): Journal {
    return new Journal(null, nodeJournalIo, () => undefined);
  }

  /**
   * Reads every record in order. A last line that is incomplete or not a record (a write torn
   * by a crash, never acknowledged) is skipped with a warning and cut from the file; such a
   * line anywhere else, or an error thrown by `onRecord`, is a `JournalCorruptError` naming the
   * line. Opens the file for appending afterwards.
   */
  async replay(onRecord: ReplayHandler): Promise<ReplaySummary> {
    if (this.replayed) throw new Error('the journal was already replayed');
    this.replayed = true;
    const path = this.path;
    if (path === null) return { records: 0, truncatedBytes: 0 };
    const unlock = await this.io.lock(path);
    try {
      const summary = await this.readAll(path, onRecord);
      this.file = await this.io.openAppend(path);
      this.unlock = unlock;
      return summary;
    } catch (error) {
      await unlock();
      throw error;
    }
  }

  /** Reads and applies every record; cuts a torn last line. */
  private async readAll(path: string, onRecord: ReplayHandler): Promise<ReplaySummary> {
    let carry: Buffer = Buffer.alloc(0);
    let offset = 0; // bytes of the file before `carry`
    let line = 0;
    let records = 0;
    let bad: { line: number; start: number; reason: string } | null = null;
    const corrupt = (at: number, reason: string): JournalCorruptError =>
      new JournalCorruptError(`journal ${path} line ${at}: ${reason}`);

    const onLine = (bytes: Buffer, start: number): void => {
      line += 1;
      const text = bytes.toString('utf8');
      if (text.trim() === '') return;
      if (bad !== null) throw corrupt(bad.line, bad.reason);
      const parsed = parseLine(text);
      if (typeof parsed === 'string') {
        bad = { line, start, reason: parsed };
        return;
      }
      try {
        onRecord(parsed, line);
      } catch (error) {
        throw corrupt(line, error instanceof Error ? error.message : String(error));
      }
      records += 1;
    };

    await this.io.readChunks(path, (chunk) => {
      let data = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
      let from = 0;
      for (let nl = data.indexOf(NEWLINE); nl >= 0; nl = data.indexOf(NEWLINE, from)) {
        onLine(data.subarray(from, nl), offset + from);
        from = nl + 1;
      }
      offset += from;
      data = data.subarray(from);
      carry = Buffer.from(data);
    });

    let keep: number | null = null;
    let tornLine = line + 1;
    const torn = bad as { line: number; start: number } | null;
    if (torn !== null) {
      keep = torn.start;
      tornLine = torn.line;
    } else if (carry.length > 0) {
      keep = offset;
    }
    let truncatedBytes = 0;
    if (keep !== null) {
      truncatedBytes = offset + carry.length - keep;
      this.warn(
        `journal ${path}: line ${tornLine} is an incomplete write (torn by a crash); ` +
          `skipped, ${truncatedBytes} bytes cut`,
      );
      await this.io.truncate(path, keep);
    }
    return { records, truncatedBytes };
  }

  /**
   * Appends records; resolves once they are durable. Records of one call stay together and
   * in order, after every record of earlier calls.
   */
  append(records: readonly JournalRecord[]): Promise<void> {
    const refusal = this.refusal();
    if (refusal) return Promise.reject(refusal);
    let text = '';
    for (const record of records) {
      if (!isJournalRecord(record)) {
        return Promise.reject(new TypeError(`not a journal record: ${JSON.stringify(record)}`));
      }
      text += `${JSON.stringify(record)}\n`;
    }
    if (this.path === null) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.buffer.push(text);
      this.waiters.push({ resolve, reject });
      this.schedule();
    });
  }

  /** Why an append would be refused now (closed, failed, not replayed), or null. */
  refusal(): Error | null {
    if (this.closed) return new Error('the journal is closed');
    if (this.failure) return this.failure;
    if (!this.replayed) return new Error('replay the journal before appending');
    return null;
  }

  /** Waits for every pending append, then closes the file; later appends reject. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    while (this.flushing !== null || this.buffer.length > 0) {
      await (this.flushing ?? this.flush());
    }
    const file = this.file;
    this.file = null;
    await file?.close();
    const unlock = this.unlock;
    this.unlock = null;
    await unlock?.();
  }

  private schedule(): void {
    if (this.scheduled || this.flushing !== null) return;
    this.scheduled = true;
    // One turn of the event loop lets every append of this tick join the batch.
    setImmediate(() => {
      this.scheduled = false;
      if (this.flushing === null && this.buffer.length > 0) void this.flush();
    });
  }

  private flush(): Promise<void> {
    const text = this.buffer.join('');
    const waiters = this.waiters;
    this.buffer = [];
    this.waiters = [];
    const run = async (): Promise<void> => {
      try {
        if (this.failure) throw this.failure;
        const file = this.file;
        if (file === null) throw new Error('the journal file is not open');
        if (text !== '') {
          await file.write(Buffer.from(text, 'utf8'));
          await file.sync();
        }
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        this.failure ??= new Error(
          `journal ${this.path ?? ''} write failed, no further change is accepted: ${
            error instanceof Error ? error.message : String(error)
          }`,
        );
        for (const waiter of waiters) waiter.reject(this.failure);
      } finally {
        this.flushing = null;
        if (this.buffer.length > 0 && !this.closed) this.schedule();
      }
    };
    this.flushing = run();
    return this.flushing;
  }
}
