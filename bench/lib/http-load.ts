// A bounded HTTP load generator for SSR: N connections (keep-alive), each sending GETs back to
// back until the request count or the time limit is reached. Per request: time to the response
// headers (TTFB) and to the end of the body.
import http from 'node:http'
import { msSince, round2, summarize, type Summary } from './stats'

export type LoadOptions = {
  url: string
  headers: Record<string, string>
  concurrency: number
  /** Stop after this many requests in all... */
  maxRequests: number
  /** ...or after this long, whichever comes first. */
  maxSeconds: number
  /** Per-request timeout. */
  timeoutMs?: number
  /** Called on every response body; returning a string marks the response as an error. */
  check?: (status: number, body: string) => string | null
}

export type LoadResult = {
  concurrency: number
  requests: number
  errors: number
  errorSamples: string[]
  statuses: Record<string, number>
  seconds: number
  requestsPerSecond: number
  ttfbMs: Summary
  totalMs: Summary
  meanBodyBytes: number
}

function once(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; ttfb: number; total: number; body: string }> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint()
    const req = http.request(url, { method: 'GET', agent, headers, timeout: timeoutMs }, (res) => {
      const ttfb = msSince(t0)
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ttfb,
          total: msSince(t0),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency })
  const ttfb: number[] = []
  const total: number[] = []
  const statuses: Record<string, number> = {}
  const errorSamples: string[] = []
  let started = 0
  let errors = 0
  let bodyBytes = 0
  const deadline = Date.now() + options.maxSeconds * 1000
  const t0 = process.hrtime.bigint()
  const worker = async () => {
    while (started < options.maxRequests && Date.now() < deadline) {
      started++
      try {
        const r = await once(agent, url, options.headers, options.timeoutMs ?? 30_000)
        statuses[r.status] = (statuses[r.status] ?? 0) + 1
        ttfb.push(r.ttfb)
        total.push(r.total)
        bodyBytes += r.body.length
        const problem =
          r.status !== 200 ? `HTTP ${r.status}` : (options.check?.(r.status, r.body) ?? null)
        if (problem) {
          errors++
          if (errorSamples.length < 5) errorSamples.push(problem)
        }
      } catch (e) {
        errors++
        statuses.failed = (statuses.failed ?? 0) + 1
        if (errorSamples.length < 5) errorSamples.push(String(e))
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  const seconds = msSince(t0) / 1000
  agent.destroy()
  const done = ttfb.length + (statuses.failed ?? 0)
  return {
    concurrency: options.concurrency,
    requests: done,
    errors,
    errorSamples,
    statuses,
    seconds: round2(seconds),
    requestsPerSecond: round2(done / seconds),
    ttfbMs: summarize(ttfb),
    totalMs: summarize(total),
    meanBodyBytes: Math.round(bodyBytes / Math.max(1, ttfb.length)),
  }
}
