import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import TestProgress, { inFlight } from './test-progress.mjs'

describe('the files a Vitest run holds open (test-progress.mjs)', () => {
  test('a file started and never ended is in flight; an ended one is not', () => {
    const lines = [
      'start convex bench/eval/real/corpus.test.ts',
      'start app app/lib/upload-queue.test.ts',
      'end app app/lib/upload-queue.test.ts',
      'start convex-dossier convex/dossier/uploads.test.ts',
      'not a progress line',
    ]
    expect(inFlight(lines)).toEqual([
      { project: 'convex', file: 'bench/eval/real/corpus.test.ts' },
      { project: 'convex-dossier', file: 'convex/dossier/uploads.test.ts' },
    ])
    expect(inFlight([...lines, 'end convex bench/eval/real/corpus.test.ts'])).toEqual([
      { project: 'convex-dossier', file: 'convex/dossier/uploads.test.ts' },
    ])
  })

  test('the reporter appends a line per start and end, relative to the run’s folder', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'progress-')), 'progress.log')
    const before = process.env.CASEFILE_TEST_PROGRESS
    process.env.CASEFILE_TEST_PROGRESS = file
    try {
      const reporter = new TestProgress()
      const module = {
        moduleId: path.join(process.cwd(), 'convex/a.test.ts'),
        project: { name: 'convex' },
      }
      reporter.onTestModuleStart(module)
      reporter.onTestModuleEnd(module)
    } finally {
      if (before === undefined) delete process.env.CASEFILE_TEST_PROGRESS
      else process.env.CASEFILE_TEST_PROGRESS = before
    }
    expect(readFileSync(file, 'utf8')).toBe(
      'start convex convex/a.test.ts\nend convex convex/a.test.ts\n',
    )
  })
})
