import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * One process at a time owns a data root (`.data/`): two PGlite instances on one data dir
 * corrupt it. The owner listens on `<dataRoot>/stack.sock` (mode 0600, so only the same user
 * can talk to it); a socket file nobody answers on is what a killed process left behind.
 * The running stack also answers snapshot requests there, so a backup is taken inside the
 * process that holds the database.
 */
export interface DataRootClaim {
  /** From now on a snapshot request is answered by `take(target)`. */
  serveSnapshots(take: (target: string) => Promise<void>): void;
  release(): Promise<void>;
}

export class DataRootInUseError extends Error {
  constructor(dataRoot: string) {
    super(`Another process (a running stack, a backup or a restore) is using ${dataRoot}.`);
  }
}

export const socketPath = (dataRoot: string): string => join(dataRoot, 'stack.sock');

/** True while a process (a stack, a backup, a restore) owns the data root. */
export async function dataRootInUse(dataRoot: string): Promise<boolean> {
  const path = socketPath(dataRoot);
  return existsSync(path) && answers(path);
}

export async function claimDataRoot(dataRoot: string): Promise<DataRootClaim> {
  mkdirSync(dataRoot, { recursive: true });
  if (await dataRootInUse(dataRoot)) throw new DataRootInUseError(dataRoot);
  const path = socketPath(dataRoot);
  rmSync(path, { force: true });
  let take: ((target: string) => Promise<void>) | null = null;
  // Half-open: the client ends its side after the request and still reads the reply.
  const server = createServer({ allowHalfOpen: true }, (socket) => void answer(socket, take));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  await chmod(path, 0o600);
  // The claim alone never keeps a process alive (a failed start still exits).
  server.unref();
  return {
    serveSnapshots(handler) {
      take = handler;
    },
    release: () => close(server),
  };
}

/** Asks the data root's owner for a snapshot into `target`. false: no process owns it. */
export async function requestSnapshot(dataRoot: string, target: string): Promise<boolean> {
  let socket: Socket;
  try {
    socket = await connect(socketPath(dataRoot));
  } catch {
    return false;
  }
  socket.end(`${JSON.stringify({ snapshot: target })}\n`);
  const reply = await firstLine(socket);
  socket.destroy();
  if (reply !== 'ok') throw new Error(`The running stack could not take a snapshot: ${reply ?? 'no answer'}`);
  return true;
}

async function answer(socket: Socket, take: ((target: string) => Promise<void>) | null): Promise<void> {
  socket.on('error', () => undefined);
  const line = await firstLine(socket);
  if (!line) return void socket.end();
  try {
    const request = JSON.parse(line) as { snapshot?: unknown };
    if (typeof request.snapshot !== 'string') throw new Error('unknown request');
    if (!take) throw new Error('this process does not serve snapshots');
    await take(request.snapshot);
    socket.end('ok\n');
  } catch (error) {
    socket.end(`${error instanceof Error ? error.message : String(error)}\n`);
  }
}

async function firstLine(socket: Socket): Promise<string | null> {
  for await (const line of createInterface({ input: socket })) return line;
  return null;
}

function connect(path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function answers(path: string): Promise<boolean> {
  try {
    (await connect(path)).destroy();
    return true;
  } catch {
    return false;
  }
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
