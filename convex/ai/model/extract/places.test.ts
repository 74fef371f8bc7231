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

// New York's street numbers: a Queens number with its hyphen, a lettered one, a numbered street,
// and Broadway.
describe("isAddressLine: a street line under a party's name", () => {
  test.each([
    '29-76 Northern Boulevard',
    '1465A Elm Street',
    '12 West 48th Street',
    '1407 48th Street',
    '1270 Broadway',
  ])('reads %j', (line) => expect(isAddressLine(line)).toBe(true))
  test.each([
    '12 ANGRY TENANTS ASSOCIATION,',
    'WESTBROOK HOUSING DEVELOPMENT FUND CORP.,',
    // Pleading paper's line numbers before prose.
    '19  Court  requested  that  there  be  some  dialogue',
    '17 on the 5th floor. All other information remains the same.',
  ])('not %j', (line) => expect(isAddressLine(line)).toBe(false))
})
