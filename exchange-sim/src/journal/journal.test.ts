import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JournalRecord } from './journal';
import { Journal, JournalCorruptError } from './journal';
import type { JournalIo } from './journal-io';
import { JournalLockedError, nodeJournalIo } from './journal-io';
import { dispatchToModules } from './journal-modules';

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sim-journal-'));
  path = join(dir, 'journal.jsonl');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The node file system, counting writes and syncs; `failSync` makes every sync fail. */
function countingIo(options: { failSync?: boolean } = {}) {
  const counts = { writes: 0, syncs: 0 };
  const io: JournalIo = {
    ...nodeJournalIo,
    async openAppend(p) {
      const file = await nodeJournalIo.openAppend(p);
      return {
        write: (data) => {
          counts.writes += 1;
          return file.write(data);
        },
        sync: () => {
          counts.syncs += 1;
          return options.failSync ? Promise.reject(new Error('EIO: disk gone')) : file.sync();
        },
        close: () => file.close(),
      };
    },
  };
  return { io, counts };
}

/** Replays a journal into a list, closing it after. */
async function replayAll(journal: Journal): Promise<JournalRecord[]> {
  const seen: JournalRecord[] = [];
  try {
    await journal.replay((record) => seen.push(record));
  } finally {
    await journal.close();
  }
  return seen;
}

const rec = (n: number): JournalRecord => ({ t: 'test.n', ts: 1_700_000_000_000 + n, n });

describe('journal', () => {
  it('gives many appends of one tick a single write and fsync (group commit)', async () => {
    const { io, counts } = countingIo();
    const journal = Journal.open(path, { io });
    await journal.replay(() => undefined);
    await Promise.all(Array.from({ length: 200 }, (_, i) => journal.append([rec(i)])));
    expect(counts).toEqual({ writes: 1, syncs: 1 });
    await journal.append([rec(200)]);
    expect(counts).toEqual({ writes: 2, syncs: 2 });
    await journal.close();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(201);
    expect(JSON.parse(lines[0] ?? '')).toEqual(rec(0));
  });

  it('batches appends made while a flush is in flight into the next one, in order', async () => {
    const { io, counts } = countingIo();
    const journal = Journal.open(path, { io });
    await journal.replay(() => undefined);
    const first = journal.append([rec(0)]);
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is now being written; these three wait and go together.
    const rest = [1, 2, 3].map((n) => journal.append([rec(n)]));
    await Promise.all([first, ...rest]);
    expect(counts.syncs).toBe(2);
    await journal.close();
    expect(await replayAll(Journal.open(path))).toEqual([0, 1, 2, 3].map(rec));
  });

  it('resolves an append only after its bytes are written and synced', async () => {
    const { io, counts } = countingIo();
    const journal = Journal.open(path, { io });
    await journal.replay(() => undefined);
    let synced = -1;
    await journal.append([rec(1)]).then(() => {
      synced = counts.syncs;
    });
    expect(synced).toBe(1);
    expect(readFileSync(path, 'utf8')).toBe(`${JSON.stringify(rec(1))}\n`);
    await journal.close();
  });

  it('replays every record in order after a restart', async () => {
    const journal = Journal.open(path);
    await journal.replay(() => undefined);
    await journal.append([rec(1), rec(2)]);
    await journal.append([rec(3)]);
    await journal.close();
    const again = Journal.open(path);
    const lines: number[] = [];
    const seen: JournalRecord[] = [];
    const summary = await again.replay((record, line) => {
      seen.push(record);
      lines.push(line);
    });
    expect(seen).toEqual([rec(1), rec(2), rec(3)]);
    expect(lines).toEqual([1, 2, 3]);
    expect(summary).toEqual({ records: 3, truncatedBytes: 0 });
    await again.close();
  });

  it('starts empty when the file does not exist, and creates it', async () => {
    const journal = Journal.open(path);
    expect(await journal.replay(() => undefined)).toEqual({ records: 0, truncatedBytes: 0 });
    await journal.append([rec(1)]);
    await journal.close();
    expect(readFileSync(path, 'utf8')).toContain('"n":1');
  });

  it('skips a torn last line with a warning and cuts it from the file', async () => {
    const good = `${JSON.stringify(rec(1))}\n${JSON.stringify(rec(2))}\n`;
    const torn = '{"t":"test.n","ts":17000';
    writeFileSync(path, `${good}${torn}`);
    const warnings: string[] = [];
    const journal = Journal.open(path, { warn: (m) => warnings.push(m) });
    const seen: JournalRecord[] = [];
    const summary = await journal.replay((r) => seen.push(r));
    expect(seen).toEqual([rec(1), rec(2)]);
    expect(summary.truncatedBytes).toBe(torn.length);
    expect(warnings).toEqual([expect.stringContaining('line 3 is an incomplete write')]);
    expect(readFileSync(path, 'utf8')).toBe(good);
    // New records follow the last good line, so the file reads cleanly again.
    await journal.append([rec(3)]);
    await journal.close();
    expect(await replayAll(Journal.open(path))).toEqual([rec(1), rec(2), rec(3)]);
  });

  it('treats a complete but garbled last line as torn too', async () => {
    writeFileSync(path, `${JSON.stringify(rec(1))}\n\u0000\u0000\u0000\n`);
    expect(await replayAll(Journal.open(path, { warn: () => undefined }))).toEqual([rec(1)]);
    expect(readFileSync(path, 'utf8')).toBe(`${JSON.stringify(rec(1))}\n`);
  });

  it('refuses a corrupt line in the middle, naming the line, and changes nothing', async () => {
    const text = `${JSON.stringify(rec(1))}\nnot json\n${JSON.stringify(rec(3))}\n`;
    writeFileSync(path, text);
    await expect(replayAll(Journal.open(path))).rejects.toThrow(JournalCorruptError);
    await expect(replayAll(Journal.open(path))).rejects.toThrow(/line 2:/);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('refuses a line that is JSON but not a record', async () => {
    writeFileSync(path, `{"ts":1}\n${JSON.stringify(rec(2))}\n`);
    await expect(replayAll(Journal.open(path))).rejects.toThrow(/line 1: not a record/);
  });

  it('names the line of a record a module cannot apply', async () => {
    writeFileSync(path, `${JSON.stringify(rec(1))}\n${JSON.stringify({ t: 'other.x', ts: 1 })}\n`);
    const replay = dispatchToModules([{ prefix: 'test', apply: () => undefined }]);
    const journal = Journal.open(path);
    await expect(journal.replay(replay)).rejects.toThrow(
      /line 2: no module handles record type "other.x"/,
    );
  });

  it('reads lines that span its read chunks', async () => {
    const big = Array.from({ length: 3000 }, (_, i) => ({ ...rec(i), pad: 'x'.repeat(500) }));
    writeFileSync(path, big.map((r) => `${JSON.stringify(r)}\n`).join(''));
    expect(await replayAll(Journal.open(path))).toEqual(big);
  });

  it('rejects this and every later append once a sync fails, acknowledging nothing', async () => {
    const { io } = countingIo({ failSync: true });
    const journal = Journal.open(path, { io });
    await journal.replay(() => undefined);
    await expect(journal.append([rec(1)])).rejects.toThrow(/EIO: disk gone/);
    await expect(journal.append([rec(2)])).rejects.toThrow(/no further change is accepted/);
    expect(journal.refusal()).not.toBeNull();
    await journal.close();
  });

  it('refuses appends before replay, after close, and of non-records', async () => {
    const journal = Journal.open(path);
    await expect(journal.append([rec(1)])).rejects.toThrow(/replay the journal/);
    await journal.replay(() => undefined);
    const bad = { t: '', ts: 1 } as JournalRecord;
    await expect(journal.append([bad])).rejects.toThrow(TypeError);
    await journal.close();
    await expect(journal.append([rec(1)])).rejects.toThrow(/closed/);
  });

  it('flushes pending appends on close', async () => {
    const journal = Journal.open(path);
    await journal.replay(() => undefined);
    const pending = journal.append([rec(1)]);
    await journal.close();
    await pending;
    expect(await replayAll(Journal.open(path))).toEqual([rec(1)]);
  });

  it('refuses a second journal on the same file until the first is closed', async () => {
    const first = Journal.open(path);
    await first.replay(() => undefined);
    await expect(Journal.open(path).replay(() => undefined)).rejects.toThrow(JournalLockedError);
    await first.close();
    expect(await replayAll(Journal.open(path))).toEqual([]);
  });

  it('takes over a lock left by a process that is gone', async () => {
    writeFileSync(`${path}.lock`, '999999999');
    expect(await replayAll(Journal.open(path))).toEqual([]);
  });

  it('releases the lock when replay fails', async () => {
    writeFileSync(path, `not json\n${JSON.stringify(rec(2))}\n`);
    await expect(replayAll(Journal.open(path))).rejects.toThrow(JournalCorruptError);
    writeFileSync(path, '');
    expect(await replayAll(Journal.open(path))).toEqual([]);
  });

  it('keeps nothing in memory mode and resolves appends at once', async () => {
    const journal = Journal.inMemory();
    expect(await journal.replay(() => undefined)).toEqual({ records: 0, truncatedBytes: 0 });
    await expect(journal.append([rec(1)])).resolves.toBeUndefined();
    expect(journal.path).toBeNull();
  });
});
