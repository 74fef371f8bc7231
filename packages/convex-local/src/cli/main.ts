/**
 * `convex-local` command line: dev, start, run, export, import, reset, codegen, env (one file
 * each in ./commands). See the package README. This file only reads the command and hands over.
 */
import { parseArgs, UsageError } from './args'
import { codegen } from './commands/codegen'
import { dev } from './commands/dev'
import { envCmd } from './commands/env'
import { exportCmd } from './commands/export'
import { importCmd } from './commands/import'
import { reset } from './commands/reset'
import { run } from './commands/run'
import { start } from './commands/start'
import { USAGE } from './usage'

/** Runs the CLI; resolves to the process exit code. */
export async function main(
  argv: string[],
  out: (line: string) => void = (l) => console.log(l),
): Promise<number> {
  try {
    const { positional, flags } = parseArgs(argv)
    const [command, ...rest] = positional
    if (flags.help || command === undefined || command === 'help') {
      out(USAGE)
      return command === undefined && !flags.help ? 1 : 0
    }
    switch (command) {
      case 'dev':
        return await dev(flags, out)
      case 'start':
        return await start(flags, out)
      case 'run':
        return await run(rest, flags, out)
      case 'export':
        return await exportCmd(rest, flags, out)
      case 'import':
        return await importCmd(rest, flags, out)
      case 'reset':
        return await reset(flags, out)
      case 'codegen':
        return await codegen(flags, out)
      case 'env':
        return await envCmd(rest, flags, out)
      default:
        throw new UsageError(`Unknown command ${command}`)
    }
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`convex-local: ${e.message}\n\n${USAGE}`)
      return 2
    }
    if ((e as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
      const err = e as NodeJS.ErrnoException & { port?: number }
      console.error(
        `convex-local: port ${err.port ?? ''} is already in use (another convex-local?). Use --port / --site-port.`,
      )
      return 1
    }
    console.error(`convex-local: ${(e as Error)?.stack ?? String(e)}`)
    return 1
  }
}
