// Court names as particular forms print them: a reporter's two-column heading, Colorado's caption
// box, Hawaii's name with its ʻokina (session 23).
import { describe, expect, test } from 'vitest'
import { findCourts } from './courts'

const values = (text: string) => findCourts(text).map((m) => m.value)

describe('a reporter’s two-column heading, the other column run on after its comma (session 23)', () => {
  test('district court and court of appeals', () => {
    expect(
      values(
        '123 F.R.D. 45  the stay will\nUnited States District Court,  the  proceeding,  and  whether\nW.D. North Carolina,  interest will be served.\n',
      ),
    ).toContain('United States District Court for the Western District of North Carolina')
    expect(
      values(
        'No. 88-1234.\nUnited States Court of Appeals,  judge can act upon it.\nFifth Circuit.\n',
      ),
    ).toContain('United States Court of Appeals for the Fifth Circuit')
  })
})

describe('a state’s name as its own courts print it (session 23)', () => {
  test('Colorado’s caption box: court, county, state after commas', () => {
    expect(
      values(
        'DATE FILED: May 4, 2021\nDistrict Court, Elm County, Colorado\nCourt Address: 1 Main St.\n',
      ),
    ).toEqual(['District Court, Elm County, Colorado'])
    expect(values('COUNTY COURT, ELM COUNTY, COLORADO\n')).toEqual([
      'County Court, Elm County, Colorado',
    ])
  })

  test('Hawaii with its ʻokina', () => {
    expect(
      values('IN THE UNITED STATES DISTRICT COURT\n\nFOR THE DISTRICT OF HAWAI‘I\n'),
    ).toContain('United States District Court for the District of Hawaii')
    expect(values('United States District Court, District of Hawaiʻi')).toContain(
      'United States District Court for the District of Hawaii',
    )
  })
})

describe('Massachusetts’s single justice: the Supreme Judicial Court for a county (session 23)', () => {
  test('the county ends the name, on its line, wrapped, or past a flattened column’s words', () => {
    expect(values('SUPREME JUDICIAL COURT FOR SUFFOLK COUNTY\nNo. SJ-2021-0123\n')).toEqual([
      'Supreme Judicial Court for Suffolk County',
    ])
    expect(
      values('COMMONWEALTH OF MASSACHUSETTS\nSUPREME JUDICIAL COURT\nFOR SUFFOLK COUNTY\n'),
    ).toEqual(['Supreme Judicial Court for Suffolk County'])
    expect(
      values('SUPREME JUDICIAL COURT \nCase Lookup \nfor Suffolk County \nDocket Number \n'),
    ).toEqual(['Supreme Judicial Court for Suffolk County'])
    // The full court, for the Commonwealth, is named as before.
    expect(values('SUPREME JUDICIAL COURT\nFOR THE COMMONWEALTH\nSJC-13105\n')).toEqual([
      'Supreme Judicial Court',
    ])
  })
})

describe('an old docket sheet’s heading: the direction and state after the court, no "District of" (session 23)', () => {
  test('the district it names', () => {
    expect(
      values('UNITED STATES DISTRICT COURT SOUTHERN OHIO\nJOHN ROE -VS- ELM COUNTY  C2-99-123\n'),
    ).toContain('United States District Court for the Southern District of Ohio')
    expect(values('U.S. District Court - Eastern Kentucky\n')).toContain(
      'United States District Court for the Eastern District of Kentucky',
    )
  })

  test('a state’s name that goes on is no district', () => {
    expect(values('UNITED STATES DISTRICT COURT NORTHERN CALIFORNIANS FOR CHOICE\n')).toEqual([])
  })
})

describe('a court named for its county, spelled as the venue grid spells the county (session 23)', () => {
  test('a scan’s swapped or misread letters are mended from the county', () => {
    expect(
      values('STATE OF INDIANA  )  IN THE HMAILTON CIRCUIT COURT\n) SS:\nCOUNTY OF HAMILTON  )\n'),
    ).toContain('Hamilton Circuit Court')
    expect(
      values('STATE OF INDIANA  )  IN THE PORTEP SUPERIOR COURT\nPORTER COUNTY  )\n'),
    ).toContain('Porter Superior Court')
  })

  test('another county’s name is not a misreading', () => {
    expect(
      values('STATE OF INDIANA  )  IN THE MARION SUPERIOR COURT\n) SS:\nMADISON COUNTY  )\n'),
    ).toContain('Marion Superior Court')
  })
})
