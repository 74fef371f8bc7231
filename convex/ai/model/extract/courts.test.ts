import { describe, expect, test } from 'vitest'
import { findCourts } from './courts'

const values = (text: string) => findCourts(text).map((m) => m.value)
const SDNY = 'United States District Court for the Southern District of New York'

describe('findCourts', () => {
  test('reads a federal district court on one line or across a caption’s two lines', () => {
    expect(values('UNITED STATES DISTRICT COURT FOR THE SOUTHERN DISTRICT OF NEW YORK')).toEqual([
      SDNY,
    ])
    expect(
      values('UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nJOHN SMITH,'),
    ).toEqual([SDNY])
    expect(values('IN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF DELAWARE')).toEqual([
      'United States District Court for the District of Delaware',
    ])
    expect(values('United States Bankruptcy Court for the District of New Jersey')).toEqual([
      'United States Bankruptcy Court for the District of New Jersey',
    ])
  })

  test('reads courts of appeals and the Supreme Court', () => {
    expect(values('UNITED STATES COURT OF APPEALS FOR THE SECOND CIRCUIT')).toEqual([
      'United States Court of Appeals for the Second Circuit',
    ])
    expect(values('United States Court of Appeals\nfor the Federal Circuit')).toEqual([
      'United States Court of Appeals for the Federal Circuit',
    ])
    expect(values('IN THE SUPREME COURT OF THE UNITED STATES')).toEqual([
      'Supreme Court of the United States',
    ])
  })

  test('reads state courts with their county', () => {
    expect(values('SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF NEW YORK\nJANE ROE,')).toEqual(
      ['Supreme Court of the State of New York, County of New York'],
    )
    expect(values('SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF NEW YORK')).toEqual([
      'Supreme Court of the State of New York, County of New York',
    ])
    expect(
      values('SUPERIOR COURT OF THE STATE OF CALIFORNIA\nFOR THE COUNTY OF LOS ANGELES\n\nMARIA'),
    ).toEqual(['Superior Court of the State of California, County of Los Angeles'])
    expect(values('IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCOUNTY DEPARTMENT')).toEqual([
      'Circuit Court of Cook County, Illinois',
    ])
    expect(values('IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE')).toEqual([
      'Court of Chancery of the State of Delaware',
    ])
    expect(
      values(
        'filed in the Superior Court of the State of California for the County of Los Angeles alleging',
      ),
    ).toEqual(['Superior Court of the State of California, County of Los Angeles'])
  })

  test('reads a district named alone or abbreviated', () => {
    expect(values('Re: Smith v. Acme, No. 23-cv-1234 (S.D.N.Y.)')).toEqual([SDNY])
    expect(values('venue lies in the Southern District of New York')).toEqual([SDNY])
    expect(values('(N.D. Cal.) and (D. Del.) and (2d Cir.)')).toEqual([
      'United States District Court for the Northern District of California',
      'United States District Court for the District of Delaware',
      'United States Court of Appeals for the Second Circuit',
    ])
  })

  test('does not read a place or a court without its jurisdiction as a court', () => {
    expect(values('offices in the District of Columbia; the Superior Court; this Court')).toEqual(
      [],
    )
  })

  test('quotes the whole naming, both caption lines included', () => {
    const text = 'UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\n'
    const [mention] = findCourts(text)
    expect(text.slice(mention!.start, mention!.end)).toBe(
      'UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK',
    )
  })
})

describe('courts named as printed (issue 27)', () => {
  test('state and special courts without a canonical form keep their printed name', () => {
    const first = (text: string) => findCourts(text)[0]?.value
    expect(first('COURT OF APPEAL\nSECOND CIRCUIT\nSTATE OF LOUISIANA')).toBe(
      'Court of Appeal Second Circuit State of Louisiana',
    )
    expect(first('UNITED STATES\nFOREIGN INTELLIGENCE SURVEILLANCE COURT')).toBe(
      'Foreign Intelligence Surveillance Court',
    )
    expect(first('U.S. District Court\nDistrict of Maine (Bangor)')).toBe(
      'United States District Court for the District of Maine',
    )
    expect(first('United States District Court, N.D. Georgia, Atlanta Division.')).toBe(
      'United States District Court for the Northern District of Georgia',
    )
    expect(first('DOVER DISTRICT COURT\nState of New Hampshire v. Jennings')).toBe(
      'Dover District Court',
    )
    expect(first('the Vermont Superior Court held')).toBe('Vermont Superior Court')
  })
})
