import { describe, expect, test } from 'vitest'
import { benchByTitle, roleByTitle } from './judgeTitles'

// Invented judges in the forms docket rows, motions and signature blocks print titles in.
const bench = (line: string, name: string) => {
  const at = line.indexOf(name)
  return benchByTitle(line, { start: at, end: at + name.length, value: name })
}

describe('a judge’s bench from the title printed beside the name', () => {
  test('a docket row’s "referred to Mag. Judge" makes a magistrate', () => {
    const row =
      'In the event of referral this case will be referred to Mag. Judge Alma R. Voss . 1 pg'
    expect(bench(row, 'Alma R. Voss')).toBe('magistrate')
  })
  test('a motion’s "the district court (Judge …)" makes a district judge', () => {
    expect(bench('an order that the district court (Judge Pia T. Lorne)', 'Pia T. Lorne')).toBe(
      'district',
    )
  })
  test('"____ UNITED STATES MAGISTRATE JUDGE" after the name on its line makes a magistrate', () => {
    expect(bench('/s/ Owen Brask ____ UNITED STATES MAGISTRATE JUDGE', 'Owen Brask')).toBe(
      'magistrate',
    )
  })
  test('a mention that holds its title ("Mag. Judge Ann Roe") reads the title before the name', () => {
    const row = 'this case will be referred to Mag. Judge Alma R. Voss . (kd)'
    const start = row.indexOf('Mag.')
    const end = row.indexOf(' .')
    expect(benchByTitle(row, { start, end, value: 'Alma R. Voss' })).toBe('magistrate')
  })
  test('a mention whose title ends the line before the name reads it too', () => {
    const row = 'this case will be referred to Mag.\nJudge Alma R. Voss . (kd)'
    const start = row.indexOf('Mag.')
    const end = row.indexOf(' .')
    expect(benchByTitle(row, { start, end, value: 'Alma R. Voss' })).toBe('magistrate')
  })
  test('a judge named with no title, or a title on another line, has none', () => {
    expect(bench('before Ines Calder on May 2', 'Ines Calder')).toBeNull()
    expect(bench('Magistrate Judge\n\nthe motion of Ines Calder', 'Ines Calder')).toBeNull()
  })
})

describe('a district judge named in an appellate court’s paper is the judge below', () => {
  const line = 'the stay that the district court (Judge Pia T. Lorne) denied'
  const at = line.indexOf('Pia T. Lorne')
  const mention = { start: at, end: at + 12, value: 'Pia T. Lorne' }
  test('in a court of appeals’ paper, the trial judge', () => {
    expect(roleByTitle(line, mention, 'United States Court of Appeals for the Tenth Circuit')).toBe(
      'trial',
    )
  })
  test('in a district court’s own paper, or with no court known, the district judge', () => {
    expect(roleByTitle(line, mention, 'United States District Court for the District of Elm')).toBe(
      'district',
    )
    expect(roleByTitle(line, mention, null)).toBe('district')
  })
})
