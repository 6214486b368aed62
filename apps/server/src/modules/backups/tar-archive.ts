import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A gzipped tar (ustar) of a few named entries, written and read as streams (a database copy can be gigabytes).
 * Plain tar so that an operator can look into a backup with `tar -tzf`; written here rather than taken from npm
 * because a backup needs regular files only, with names it chooses itself.
 */

const BLOCK = 512;
/** Largest size the 11 octal digits of a ustar header hold; larger ones use the base-256 form GNU tar reads. */
const MAX_OCTAL_SIZE = 8 ** 11 - 1;
/** Names a backup uses: no absolute path, no `..`, nothing a shell or a file system would read differently. */
const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export type TarEntry = { name: string; file: string } | { name: string; data: Buffer };

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

export function tarHeader(name: string, size: number, mtimeSeconds: number): Buffer {
  if (!SAFE_NAME.test(name) || name.length > 99) throw new Error(`Unsafe tar entry name: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 'utf8');
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  if (size <= MAX_OCTAL_SIZE) header.write(octal(size, 12), 124);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  header.write(octal(Math.floor(mtimeSeconds), 12), 136);
  header.write(' '.repeat(8), 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148);
  return header;
}

function readString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readSize(block: Buffer): number {
  if ((block[124]! & 0x80) !== 0) return Number(block.readBigUInt64BE(124 + 4));
  return Number.parseInt(readString(block, 124, 12).trim() || '0', 8);
}

export interface ParsedHeader {
  name: string;
  size: number;
  /** '0' a regular file; anything else is skipped. */
  type: string;
}

export function parseTarHeader(block: Buffer): ParsedHeader {
  const recorded = Number.parseInt(readString(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (recorded !== sum) throw new Error('The backup is damaged (a tar header fails its checksum)');
  const prefix = readString(block, 345, 155);
  const name = readString(block, 0, 100);
  const type = String.fromCharCode(block[156]!);
  return { name: prefix ? `${prefix}/${name}` : name, size: readSize(block), type: type === '\0' ? '0' : type };
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* tarStream(entries: readonly TarEntry[], mtimeSeconds: number): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    if ('data' in entry) {
      yield tarHeader(entry.name, entry.data.length, mtimeSeconds);
      yield entry.data;
      yield padding(entry.data.length);
      continue;
    }
    const { size } = await stat(entry.file);
    yield tarHeader(entry.name, size, mtimeSeconds);
    let written = 0;
    for await (const chunk of createReadStream(entry.file, { highWaterMark: 1 << 20 })) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== size) throw new Error(`${entry.name} changed size while it was archived`);
    yield padding(size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes `entries` as a gzipped tar to `dest` (gzip level 1: the database pages compress well even so, quickly). */
export async function writeTarGz(dest: string, entries: readonly TarEntry[], mtime: Date): Promise<void> {
  await pipeline(
    Readable.from(tarStream(entries, mtime.getTime() / 1000)),
    createGzip({ level: 1 }),
    createWriteStream(dest, { flags: 'wx' }),
  );
}

/**
 * Extracts a gzipped tar into `dir`: entries `accept` allows are written there under their names, the others are
 * skipped. Answers the names written.
 */
export async function extractTarGz(src: string, dir: string, accept: (name: string) => boolean): Promise<string[]> {
  const written: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { remaining: number; pad: number; out: FileHandle | null } | null = null;
  let ended = false;
  const source = createReadStream(src).pipe(createGunzip());
  try {
    for await (const chunk of source) {
      pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
      while (!ended) {
        if (current) {
          if (current.remaining > 0) {
            if (pending.length === 0) break;
            const take = pending.subarray(0, Math.min(current.remaining, pending.length));
            if (current.out) await current.out.write(take);
            current.remaining -= take.length;
            pending = pending.subarray(take.length);
            continue;
          }
          if (pending.length < current.pad) break;
          pending = pending.subarray(current.pad);
          await current.out?.close();
          current = null;
          continue;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((b) => b === 0)) {
          ended = true;
          break;
        }
        const header = parseTarHeader(block);
        const keep = header.type === '0' && SAFE_NAME.test(header.name) && accept(header.name);
        let out: FileHandle | null = null;
        if (keep) {
          const target = path.join(dir, ...header.name.split('/'));
          await mkdir(path.dirname(target), { recursive: true });
          out = await open(target, 'wx');
          written.push(header.name);
        }
        current = { remaining: header.size, pad: padding(header.size).length, out };
      }
      if (ended) break;
    }
  } finally {
    await current?.out?.close();
    source.destroy();
  }
  if (!ended || current) throw new Error('The backup is cut short (its archive ends in the middle)');
  return written;
}
