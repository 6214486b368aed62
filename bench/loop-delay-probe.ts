// Preloaded into the server under test (`node --import`): measures the event loop's delay. On SIGUSR2 it
// writes the percentiles since the previous signal to $LOOP_DELAY_FILE and starts afresh.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
  const file = process.env.LOOP_DELAY_FILE;
  if (file) {
    writeFileSync(
      file,
      JSON.stringify({ p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) }),
    );
  }
  histogram.reset();
});
