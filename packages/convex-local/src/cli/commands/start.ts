/** `convex-local start`: `dev` for a finished app (what `npm start` runs). */
import type { Flags } from '../args'
import { serve } from './dev'

export function start(flags: Flags, out: (line: string) => void): Promise<number> {
  // Serving a finished app: no file watching; durability stays FULL unless asked otherwise.
  return serve({ ...flags, 'no-watch': true }, out, { showAdminKey: false })
}
