import { describe, expect, test } from 'vitest'
import { isAddressLine } from './partyAddresses'
import { PLACE_AFTER } from './places'

describe('PLACE_AFTER: a state and ZIP code after a city', () => {
  test.each([', CA 90012', ', California 95030', ' Calif. 95030', ', New Mexico 87501-1234'])(
    'reads %j',
    (after) => expect(PLACE_AFTER.test(after)).toBe(true),
  )
  test.each([', in his official capacity', ', Esq.', ', CA', ' 90012'])('not %j', (after) =>
    expect(PLACE_AFTER.test(after)).toBe(false),
  )
})

describe("isAddressLine: a city line under a party's name", () => {
  test.each([
    'Mesa, AZ 85207',
    'Columbus, Ohio 43235',
    'NEW YORK, N.Y. 10007',
    'Elm City, MO, 64105',
  ])('reads %j', (line) => expect(isAddressLine(line)).toBe(true))
  test.each(['JANE ROE, et al.,', 'ACME CORP., a Delaware corporation,'])('not %j', (line) =>
    expect(isAddressLine(line)).toBe(false),
  )
})
