import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between a server under test and its database, which the test breaks on purpose:
 * - `cut()`: every connection is reset and nothing is accepted (the database went away: a restart, a crash);
 * - `blackhole()`: every connection is reset; new ones are accepted but never reach the database (a link
 *   that drops packets: connects never complete their handshake);
 * - `freeze()`: open connections stay open but nothing passes either way (a silent network partition);
 * - `restore()`: everything passes again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  private mode: 'pass' | 'blackhole' | 'freeze' = 'pass';

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
    const proxy = new TcpProxy(port, target);
    await proxy.listen();
    return proxy;
  }

  /** Connections open now (both ends alive). */
  get open(): number {
    return this.pairs.size;
  }

  async cut(): Promise<void> {
    this.resetAll();
    await this.stopListening();
  }

  async blackhole(): Promise<void> {
    this.resetAll();
    this.mode = 'blackhole';
    if (!this.server) await this.listen();
  }

  freeze(): void {
    this.mode = 'freeze';
    for (const pair of this.pairs) {
      pair.client.pause();
      pair.upstream?.pause();
    }
  }

  async restore(): Promise<void> {
    this.mode = 'pass';
    // Held (black-holed) connections never reached the database: drop them, their clients gave up already.
    for (const pair of this.pairs) {
      if (!pair.upstream) this.reset(pair);
      else {
        pair.client.resume();
        pair.upstream.resume();
      }
    }
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    this.resetAll();
    await this.stopListening();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        const address = server.address();
        if (typeof address === 'object' && address) (this as { port: number }).port = address.port;
        resolve();
      });
    });
  }

  private stopListening(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private accept(client: Socket): void {
    const pair: { client: Socket; upstream: Socket | null } = { client, upstream: null };
    this.pairs.add(pair);
    client.on('error', () => this.reset(pair));
    client.on('close', () => this.reset(pair));
    if (this.mode !== 'pass') {
      // Accepted by the kernel, never answered: the database's handshake does not come.
      client.pause();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => this.reset(pair));
    upstream.on('close', () => this.reset(pair));
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private reset(pair: { client: Socket; upstream: Socket | null }): void {
    if (!this.pairs.delete(pair)) return;
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
  }

  private resetAll(): void {
    for (const pair of [...this.pairs]) this.reset(pair);
  }
}
