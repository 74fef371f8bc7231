import type { Engine } from './types'

export type * from './types'

export type EngineOptions = {
  /** Absolute or relative path of the app's `convex/` directory. */
  convexDir: string
  /** Where the SQLite file and build output live. Undefined = a temporary directory. */
  dataDir?: string
  synchronous?: 'FULL' | 'NORMAL'
  watch?: boolean
  cloudUrl?: string
  siteUrl?: string
  env?: Record<string, string>
}

export async function createEngine(_options: EngineOptions): Promise<Engine> {
  throw new Error('convex-local: createEngine is not implemented yet')
}
