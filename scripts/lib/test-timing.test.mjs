import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { fileTimes, slowest, testTimes } from './test-timing.mjs'

const root = '/repo'
const dir = mkdtempSync(path.join(tmpdir(), 'test-timing-'))
const write = (name, value) => {
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify(value))
  return file
}

const vitest = write('vitest.json', {
  testResults: [
    {
      name: '/repo/convex/fuzz.1.test.ts',
      startTime: 1_000,
      endTime: 61_000,
      assertionResults: [
        { fullName: 'fuzz shard 1', duration: 50_000 },
        { fullName: 'fuzz coverage', duration: 20 },
      ],
    },
  ],
})
const e2e = write('e2e.json', {
  suites: [
    {
      title: 'matters/create.spec.ts',
      file: 'matters/create.spec.ts',
      specs: [],
      suites: [
        {
          title: 'creating a matter',
          file: 'matters/create.spec.ts',
          specs: [
            {
              title: 'shows each mistake',
              file: 'matters/create.spec.ts',
              tests: [
                {
                  results: [
                    { duration: 14_000, retry: 0 },
                    { duration: 70_000, retry: 1 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
})

describe('test timings', () => {
  test('reads every test of the reports, longest first, and skips a missing report', () => {
    const rows = testTimes(root, { vitest, convexLocal: path.join(dir, 'absent.json'), e2e })
    expect(slowest(rows, 3)).toEqual([
      {
        suite: 'playwright',
        file: 'e2e/matters/create.spec.ts',
        title: 'creating a matter > shows each mistake (retry 1)',
        seconds: 70,
      },
      { suite: 'vitest', file: 'convex/fuzz.1.test.ts', title: 'fuzz shard 1', seconds: 50 },
      {
        suite: 'playwright',
        file: 'e2e/matters/create.spec.ts',
        title: 'creating a matter > shows each mistake',
        seconds: 14,
      },
    ])
  })

  test("a Vitest file's time counts its hooks as well as its tests", () => {
    expect(fileTimes(root, { vitest, convexLocal: path.join(dir, 'absent.json') })).toEqual([
      { suite: 'vitest', file: 'convex/fuzz.1.test.ts', seconds: 60 },
    ])
  })
})
