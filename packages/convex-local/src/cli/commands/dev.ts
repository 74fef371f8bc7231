/** `convex-local dev`: serves the app's convex/ folder, reloading it when its files change. */
import { once } from 'node:events'
import { join, resolve } from 'node:path'
import { startServer } from '../../server'
import { int, str, synchronousFlag, uploadCap, type Flags } from '../args'

export function dev(flags: Flags, out: (line: string) => void): Promise<number> {
  return serve(flags, out)
}

/**
 * Starts the server, prints the client configuration and serves until SIGINT or SIGTERM. `dev`
 * and `start` differ only in their flags and in whether the admin key itself is printed.
 */
export async function serve(
  flags: Flags,
  out: (line: string) => void,
  { showAdminKey = true } = {},
): Promise<number> {
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  const server = await startServer({
    convexDir: resolve(str(flags, 'dir', 'convex')),
    dataDir,
    host: str(flags, 'host', '127.0.0.1'),
    port: int(flags, 'port', 3210),
    sitePort: int(flags, 'site-port', 3211),
    synchronous: synchronousFlag(flags),
    watch: flags['no-watch'] !== true,
    insecureAcceptUnverifiedJwt: flags['insecure-accept-unverified-jwt'] === true,
    ...(typeof flags['max-upload-bytes'] === 'string'
      ? { maxUploadBytes: uploadCap(flags['max-upload-bytes']) }
      : {}),
    log: (m) => console.error(m),
    trace: flags.verbose
      ? (dir, session, msg) =>
          console.error(`[sync ${session.sessionId.slice(0, 8)} ${dir}] ${JSON.stringify(msg)}`)
      : undefined,
  })
  out(`convex-local is running (data: ${dataDir})`)
  out(`CONVEX_URL=${server.url}`)
  out(`VITE_CONVEX_URL=${server.url}`)
  out(`NEXT_PUBLIC_CONVEX_URL=${server.url}`)
  out(`CONVEX_SITE_URL=${server.siteUrl}`)
  // A production log is read by more people than the deployment's operators: there, only say
  // where the key is kept.
  if (showAdminKey) out(`CONVEX_LOCAL_ADMIN_KEY=${server.adminKey}`)
  else out(`CONVEX_LOCAL_ADMIN_KEY_FILE=${join(dataDir, 'admin_key')}`)
  if (flags['insecure-accept-unverified-jwt']) {
    out('WARNING: --insecure-accept-unverified-jwt: JWT signatures are NOT verified')
  }
  const signal = await Promise.race([once(process, 'SIGINT'), once(process, 'SIGTERM')])
  out(`convex-local: shutting down (${String(signal[0] ?? 'signal')})`)
  await server.close()
  return 0
}
