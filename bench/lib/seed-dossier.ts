// A backend data directory holding the dossier of bench/lib/engine-seed.ts (10,000 processed
// documents in 200 folders at scale 1), seeded on a real convex-local engine running in this
// process on the snapshot's convex/, then closed, so that `npm start` can serve the same data.
import path from 'node:path'
import { createEngine, type LocalEngine } from '../../packages/convex-local/src/engine/index'
import { startServer } from '../../packages/convex-local/src/server'
import { type Seeded, seed, writeBackendEnv } from './engine-seed'

export type SeedDossierOptions = {
  /** The snapshot whose convex/ the engine loads. */
  repo: string
  dataDir: string
  /** The ports the app build was made for; the engine listens there while seeding. */
  port: number
  sitePort: number
  /** The app's origin, which better-auth trusts. */
  appOrigin: string
  scale: number
  admin: { email: string; password: string; name: string }
}

export async function seedDossier(options: SeedDossierOptions): Promise<Seeded> {
  const env = writeBackendEnv(options.dataDir, options.appOrigin)
  let engine: LocalEngine | undefined
  const server = await startServer({
    dataDir: options.dataDir,
    port: options.port,
    sitePort: options.sitePort,
    host: '127.0.0.1',
    engine: async ({ cloudUrl, siteUrl }) =>
      (engine = await createEngine({
        convexDir: path.join(options.repo, 'convex'),
        dataDir: options.dataDir,
        cloudUrl,
        siteUrl,
        env,
      })),
    routes: () => [],
    log: () => {},
  })
  try {
    return await seed(engine!, server.siteUrl, server.url, {
      scale: options.scale,
      admin: options.admin,
      appOrigin: options.appOrigin,
    })
  } finally {
    await server.close().catch(() => {})
    await engine?.close().catch(() => {})
  }
}
