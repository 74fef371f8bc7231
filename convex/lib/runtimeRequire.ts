'use node'
// Packages a Convex bundle must load at run time rather than contain: @napi-rs/canvas (a native
// binary) is a dependency of pdfjs-dist, not of the app, so the bundler would try to inline it.
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Runs `use` with a require from this file or, failing that, from the working directory: a Convex
 * bundle runs from its build folder, where a package the app does not list may not resolve.
 */
export function atRunTime<T>(use: (require: NodeJS.Require) => T, what: string): T {
  let failure: unknown
  for (const base of [import.meta.url, path.join(process.cwd(), 'package.json')]) {
    try {
      return use(createRequire(base))
    } catch (error) {
      failure = error
    }
  }
  throw new Error(`${what} needs @napi-rs/canvas and pdfjs-dist installed`, { cause: failure })
}
