import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './server-process.js';

/** A Redis of the test's own (no persistence) on a free port, which the test kills and starts again on that port. */
export class PrivateRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const binary = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const read = (data: Buffer) => {
        out += data.toString();
        if (out.includes('Ready to accept connections')) resolve();
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out.slice(-500)}`)));
    });
  }

  /** SIGSTOP freezes Redis (its connections stay open, nothing is answered); SIGCONT lets it go on. */
  pause(frozen: boolean): void {
    this.child?.kill(frozen ? 'SIGSTOP' : 'SIGCONT');
  }

  /** Ends Redis with `signal` (SIGKILL: as a crash, no goodbye to its clients) and waits for the exit. */
  async down(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}
