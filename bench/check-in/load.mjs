// The load generator of `npm run bench:check-in`, in a process of its own so that it does not
// share an event loop with the servers it measures. It takes one job over IPC, answers its figures
// and exits. Requests go over keep-alive connections, at most `connections` at once: either on a
// schedule spread evenly over `seconds` (the rush), or each as soon as a connection is free
// (`seconds` 0, the burst). Latency runs from the moment a request is issued to the end of its
// answer; `lagMs` says how far behind its schedule the generator ever issued one.
import http from 'node:http';

/**
 * @typedef {{ method: 'GET' | 'POST', url: string, tokens: string[], bodies: string[],
 *   count: number, connections: number, seconds: number, expectedStatus: number }} LoadJob
 * @typedef {{ count: number, elapsedMs: number, requestsPerSecond: number, p50: number,
 *   p95: number, p99: number, max: number, lagMs: number, unexpected: number, errors: number,
 *   timeouts: number, samples: string[] }} LoadFigures
 */

const timeoutMs = 10_000;
const keptSamples = 5;

/**
 * @param {number[]} sorted
 * @param {number} share
 */
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {LoadJob} job @returns {Promise<LoadFigures>} */
async function fire(job) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  /** @type {number[]} */
  const latencies = [];
  let unexpected = 0;
  let errors = 0;
  let timeouts = 0;
  /** @type {string[]} */
  const samples = [];
  /** @param {string} sample */
  const keep = (sample) => {
    if (samples.length < keptSamples) samples.push(sample);
  };

  /** @param {number} i @returns {Promise<void>} */
  const send = (i) =>
    new Promise((resolve) => {
      const token = job.tokens[i % job.tokens.length];
      const body = job.bodies[i % job.bodies.length];
      /** @type {Record<string, string>} */
      const headers = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body) headers['content-type'] = 'application/json';
      const issued = performance.now();
      let timedOut = false;
      const request = http.request(job.url, { method: job.method, agent, headers }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          latencies.push(performance.now() - issued);
          if (response.statusCode !== job.expectedStatus) {
            unexpected += 1;
            keep(`${response.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`);
          }
          resolve();
        });
      });
      request.setTimeout(timeoutMs, () => {
        timedOut = true;
        timeouts += 1;
        request.destroy(new Error(`no answer in ${timeoutMs} ms`));
      });
      request.on('error', (error) => {
        if (!timedOut) errors += 1;
        keep(error.message);
        resolve();
      });
      request.end(body);
    });

  let lagMs = 0;
  const started = performance.now();
  if (job.seconds > 0) {
    const gapMs = (job.seconds * 1000) / job.count;
    /** @type {Promise<void>[]} */
    const sent = [];
    for (let i = 0; i < job.count; i++) {
      const due = started + i * gapMs;
      const early = due - performance.now();
      if (early > 1) await sleep(early);
      lagMs = Math.max(lagMs, performance.now() - due);
      sent.push(send(i));
    }
    await Promise.all(sent);
  } else {
    let next = 0;
    const worker = async () => {
      while (next < job.count) await send(next++);
    };
    await Promise.all(Array.from({ length: job.connections }, worker));
  }
  const elapsedMs = performance.now() - started;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  return {
    count: job.count,
    elapsedMs,
    requestsPerSecond: (job.count * 1000) / elapsedMs,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    lagMs,
    unexpected,
    errors,
    timeouts,
    samples,
  };
}

process.once('message', async (/** @type {LoadJob} */ job) => {
  const figures = await fire(job);
  process.send?.(figures, () => process.exit(0));
});
