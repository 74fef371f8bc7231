/** convex/browser's Logger shape (not exported from the package's types). */
export type Logger = {
  logVerbose(...args: any[]): void
  log(...args: any[]): void
  warn(...args: any[]): void
  error(...args: any[]): void
}

/** Polls a condition (no fixed sleeps): resolves as soon as it holds, fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | false | null,
  what = 'condition',
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = check()
    if (v !== undefined && v !== false && v !== null) return v
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

export type RecordingLogger = Logger & { errors: string[]; warnings: string[] }

export function recordingLogger(): RecordingLogger {
  const errors: string[] = []
  const warnings: string[] = []
  const fmt = (args: unknown[]) =>
    args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')
  return {
    errors,
    warnings,
    logVerbose: () => {},
    log: () => {},
    warn: (...args: unknown[]) => void warnings.push(fmt(args)),
    error: (...args: unknown[]) => void errors.push(fmt(args)),
  }
}

export type Frame = { dir: 'in' | 'out'; msg: any }

/** Builds an unsigned JWT (alg none) for the insecure dev authenticator. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iat: now, exp: now + 3600, ...claims })}.sig`
}
