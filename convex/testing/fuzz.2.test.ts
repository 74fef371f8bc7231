// @vitest-environment node
// R3 on the real engine, fuzz file 2 (convex/testing/test.fuzzSuite.ts says how the public functions are
// shared between the files).
import { describe } from 'vitest'
import { fuzzShard, useFuzzEngine } from './test.fuzzSuite'

const context = useFuzzEngine()

describe('malformed arguments on the real engine', () => {
  fuzzShard(2, context)
})
