import { afterEach, beforeAll } from 'vitest';
import { appPerFile, type TestAppOptions, type TestContext } from './test-app.js';
import { listenForSockets, type TestSocket } from './test-socket.js';

export interface PushApp {
  ctx: TestContext;
  /** The app's `ws://` base URL, listening from before the first test. */
  readonly url: string;
  /** The origin a browser on the site sends. */
  readonly origin: string;
  /** Sockets a test opened: closed after each test, so none outlives the test that opened it. */
  open: TestSocket[];
}

/** The file's app (see appPerFile), listening for push sockets. */
export function pushAppPerFile(options: TestAppOptions = {}): PushApp {
  const ctx = appPerFile(options);
  let listening: string | undefined;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    listening = await listenForSockets(ctx.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  return {
    ctx,
    get url() {
      if (listening === undefined) throw new Error('The app listens in beforeAll: read its url inside a test or hook.');
      return listening;
    },
    get origin() {
      return ctx.config.publicUrl;
    },
    open,
  };
}
