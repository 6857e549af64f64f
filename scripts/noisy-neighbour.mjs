#!/usr/bin/env node
// A reproducible, bounded noisy neighbour: what other tenants of a shared CI host do to a benchmark.
// Worker threads, each alternating busy bursts (CPU work and memory traffic through a buffer larger
// than the caches) with idle gaps, both of random length from a seeded generator. It always stops
// by itself after --seconds, and stops cleanly on SIGTERM or SIGINT (Ctrl-C).
//
//   node scripts/noisy-neighbour.mjs                      # 2 threads, bursts and gaps of 50–600 ms, 10 min
//   node scripts/noisy-neighbour.mjs --threads 1 --seconds 120 --seed 7
//   node scripts/noisy-neighbour.mjs --burst 50-600 --gap 50-600 --memory 64
//
// Run it in the background beside a benchgate run (`node scripts/noisy-neighbour.mjs & benchgate run …;
// kill %1`) to see what a busy runner does to a verdict. The same --seed gives the same sequence of
// burst and gap lengths (the work done in a burst depends on the machine; its length does not).
// docs/noise.md describes it and what it does to benchgate's designs.
import { cpus } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fail(message) {
  console.error(`noisy-neighbour: ${message}`);
  process.exit(2);
}

/** `--name value` from argv, checked as a number in [min, max]. */
function numberOption(args, name, fallback, min, max) {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value < min || value > max) fail(`${name} must be a number from ${min} to ${max}, got ${JSON.stringify(args[at + 1])}`);
  return value;
}

/** `--name LO-HI` in milliseconds, 1 ≤ LO ≤ HI ≤ 10000. */
function rangeOption(args, name, fallback) {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const match = /^(\d+)-(\d+)$/.exec(args[at + 1] ?? '');
  const range = match ? [Number(match[1]), Number(match[2])] : null;
  if (!range || range[0] < 1 || range[0] > range[1] || range[1] > 10_000)
    fail(`${name} must be LO-HI in ms (1 ≤ LO ≤ HI ≤ 10000), got ${JSON.stringify(args[at + 1])}`);
  return range;
}

/** One worker: bursts of arithmetic and strided writes over its buffer, gaps of sleeping, until the deadline or a stop. */
function neighbour({ seed, burst, gap, memoryMiB, deadline, stop }) {
  const random = generator(seed);
  const between = ([lo, hi]) => lo + random() * (hi - lo);
  const buffer = new Float64Array((memoryMiB * 1024 * 1024) / 8);
  const stopped = new Int32Array(stop);
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  let sink = 0;
  let bursts = 0;
  let busyMs = 0;
  // Start with a gap so that two workers do not begin in step.
  Atomics.wait(sleeper, 0, 0, between(gap));
  while (Date.now() < deadline && Atomics.load(stopped, 0) === 0) {
    const start = Date.now();
    const end = Math.min(start + between(burst), deadline);
    let i = Math.floor(random() * buffer.length);
    while (Date.now() < end) {
      // Memory traffic: a cache-line stride (8 doubles) through a buffer far larger than the caches.
      for (let k = 0; k < 20_000; k++) {
        i = (i + 8) % buffer.length;
        buffer[i] = buffer[i] * 0.5 + k;
        sink += Math.sqrt(buffer[i] + k);
      }
    }
    bursts += 1;
    busyMs += Date.now() - start;
    const pause = Math.min(between(gap), Math.max(0, deadline - Date.now()));
    if (pause > 0) Atomics.wait(stopped, 0, 0, pause);
  }
  return { bursts, busyMs, sink };
}

if (!isMainThread) {
  parentPort.postMessage(neighbour(workerData));
} else {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      'usage: node scripts/noisy-neighbour.mjs [--threads N] [--seconds S] [--seed N] [--burst LO-HI] [--gap LO-HI] [--memory MiB]\n' +
        'defaults: 2 threads (at most the number of cores), 600 s (at most 3600), seed 1, bursts and gaps 50-600 ms, 64 MiB per thread',
    );
    process.exit(0);
  }
  const threads = numberOption(args, '--threads', Math.min(2, cpus().length), 1, Math.max(1, cpus().length));
  const seconds = numberOption(args, '--seconds', 600, 1, 3600);
  const seed = numberOption(args, '--seed', 1, 0, 2 ** 32 - 1);
  const memoryMiB = numberOption(args, '--memory', 64, 1, 1024);
  const burst = rangeOption(args, '--burst', [50, 600]);
  const gap = rangeOption(args, '--gap', [50, 600]);
  if (!Number.isInteger(threads)) fail(`--threads must be a whole number, got ${threads}`);

  const started = Date.now();
  const deadline = started + seconds * 1000;
  const stop = new SharedArrayBuffer(4);
  const stopFlag = new Int32Array(stop);
  const workers = [];
  const totals = { bursts: 0, busyMs: 0 };
  let finished = 0;
  const done = (why) => {
    const elapsed = (Date.now() - started) / 1000;
    console.error(
      `noisy-neighbour: stopped (${why}) after ${elapsed.toFixed(1)} s: ${totals.bursts} bursts, ` +
        `busy ${((totals.busyMs / 1000 / Math.max(elapsed, 1e-3) / threads) * 100).toFixed(0)} % of ${threads} thread(s)`,
    );
    process.exit(0);
  };
  const requestStop = (why) => {
    Atomics.store(stopFlag, 0, 1);
    Atomics.notify(stopFlag, 0);
    // A worker ends within one inner loop (well under 10 ms); after a second, end it regardless.
    setTimeout(() => {
      for (const worker of workers) void worker.terminate();
      done(`${why}, workers terminated`);
    }, 1000).unref();
    stopping = why;
  };
  let stopping = null;
  for (let t = 0; t < threads; t++) {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { seed: (seed * 2654435761 + t * 40503) >>> 0, burst, gap, memoryMiB, deadline, stop },
    });
    worker.on('message', (m) => {
      totals.bursts += m.bursts;
      totals.busyMs += m.busyMs;
    });
    worker.on('error', (error) => {
      console.error(`noisy-neighbour: thread ${t} failed: ${error.message}`);
      requestStop('a thread failed');
    });
    worker.on('exit', () => {
      finished += 1;
      if (finished === threads) done(stopping ?? 'time limit');
    });
    workers.push(worker);
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => requestStop(signal));
  // The hard limit, whatever the workers do.
  setTimeout(() => requestStop('time limit'), seconds * 1000 + 2000).unref();
  console.error(
    `noisy-neighbour: ${threads} thread(s), seed ${seed}, bursts ${burst.join('–')} ms, gaps ${gap.join('–')} ms, ` +
      `${memoryMiB} MiB each, stops by itself after ${seconds} s (pid ${process.pid})`,
  );
}
