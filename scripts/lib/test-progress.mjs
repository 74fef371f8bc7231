// Which test files a Vitest run has started and not finished, so that a run stopped at its time
// bound (scripts/test.mjs) can say which file held it. The reporter appends a line as each file
// starts and ends to the file named by CASEFILE_TEST_PROGRESS; `inFlight` reads those lines back.
import { appendFileSync } from 'node:fs'
import path from 'node:path'

/** The files started and not ended, in the order they started, with their project. */
export function inFlight(lines) {
  const open = new Map()
  for (const line of lines) {
    const match = /^(start|end) (\S+) (.+)$/.exec(line)
    if (!match) continue
    const [, event, project, file] = match
    if (event === 'start') open.set(file, project)
    else open.delete(file)
  }
  return [...open].map(([file, project]) => ({ project, file }))
}

/** A Vitest reporter: one line per file started or ended, appended as it happens. */
export default class TestProgress {
  constructor() {
    this.file = process.env.CASEFILE_TEST_PROGRESS
    this.root = process.cwd()
  }
  write(event, module) {
    if (!this.file) return
    const file = path.relative(this.root, module.moduleId)
    appendFileSync(this.file, `${event} ${module.project.name || '-'} ${file}\n`)
  }
  onTestModuleStart(module) {
    this.write('start', module)
  }
  onTestModuleEnd(module) {
    this.write('end', module)
  }
}
