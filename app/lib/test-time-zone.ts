// For tests: runs a file's tests in one time zone and puts the process's back afterwards. The
// app's rule tests share one process per worker, so a zone left behind would move the next
// file's clock (and assigning undefined sets the zone "undefined", which reads as GMT+0).
import { afterAll, beforeAll } from 'vitest'

export function inTimeZone(zone: string) {
  let saved: string | undefined
  beforeAll(() => {
    saved = process.env.TZ
    process.env.TZ = zone
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ
    else process.env.TZ = saved
  })
}
