import { open, readFile, stat, truncate, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/** An open journal file: appends at the end, then makes them durable. */
export interface JournalFile {
  /** Writes every byte of `data` at the end of the file. */
  write(data: Buffer): Promise<void>;
  /** Flushes written bytes to the disk (fdatasync). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The file operations the journal uses; tests inject a wrapper to count or fail them. */
export interface JournalIo {
  /** Calls `onChunk` with the file's bytes in order; false when the file does not exist. */
  readChunks(path: string, onChunk: (chunk: Buffer) => void): Promise<boolean>;
  /** Cuts the file to `length` bytes and makes that durable. */
  truncate(path: string, length: number): Promise<void>;
  /** Opens the file for appending, creating it (and syncing its folder) when missing. */
  openAppend(path: string): Promise<JournalFile>;
  /**
   * Takes `<path>.lock` for this process, so two sims never share one journal; resolves to
   * its release. A lock left by a process that is gone is taken over.
   */
  lock(path: string): Promise<() => Promise<void>>;
}

/** Another live process holds the journal's lock. */
export class JournalLockedError extends Error {
  override readonly name = 'JournalLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const CHUNK_BYTES = 1 << 20;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

async function syncPath(path: string, flags: string): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function fileOf(handle: FileHandle): JournalFile {
  return {
    async write(data) {
      let offset = 0;
      while (offset < data.length) {
        const { bytesWritten } = await handle.write(data, offset, data.length - offset);
        offset += bytesWritten;
      }
    },
    sync: () => handle.datasync(),
    close: () => handle.close(),
  };
}

/** The real file system. */
export const nodeJournalIo: JournalIo = {
  async readChunks(path, onChunk) {
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    try {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
        if (bytesRead === 0) return true;
        onChunk(Buffer.from(buffer.subarray(0, bytesRead)));
      }
    } finally {
      await handle.close();
    }
  },
  async truncate(path, length) {
    await truncate(path, length);
    await syncPath(path, 'r+');
  },
  async openAppend(path) {
    let existed = true;
    try {
      await stat(path);
    } catch (error) {
      if (!isMissing(error)) throw error;
      existed = false;
    }
    const handle = await open(path, 'a');
    if (!existed) {
      // A new file's directory entry must be durable too, or the whole journal could vanish.
      await handle.sync();
      await syncPath(dirname(path), 'r');
    }
    return fileOf(handle);
  },
  async lock(path) {
    const lockPath = `${path}.lock`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const handle = await open(lockPath, 'wx');
        await handle.writeFile(String(process.pid));
        await handle.close();
        return () => unlink(lockPath).catch(() => undefined);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      }
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isSafeInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new JournalLockedError(`journal ${path} is in use by process ${holder}`);
      }
      await unlink(lockPath).catch(() => undefined);
    }
  },
};
