// The load generator of `npm run bench:api`, in a process of its own so that it does not share an
// event loop with the servers it measures. It takes one job over IPC, answers its figures and
// exits.
import autocannon from 'autocannon';

/**
 * @typedef {{ url: string, tokens: string[], connections: number, seconds: number }} LoadJob
 * @typedef {{ requestsPerSecond: number, p50: number, p99: number, requests: number,
 *   non2xx: number, errors: number, timeouts: number, bytesPerRequest: number }} LoadFigures
 */

/** @param {LoadJob} job @returns {Promise<LoadFigures>} */
async function fire(job) {
  let next = 0;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    // Each request signs in as the next account in turn, spreading the per-account limits.
    requests: [
      {
        setupRequest: (request) => {
          if (job.tokens.length === 0) return request;
          const token = job.tokens[next++ % job.tokens.length];
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

process.once('message', async (/** @type {LoadJob} */ job) => {
  const figures = await fire(job);
  process.send?.(figures, () => process.exit(0));
});
