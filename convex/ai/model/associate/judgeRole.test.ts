import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { findCounsel, initialsMeet, namesParty } from './counselChoice'
import { counselOf } from './counsel'
import { headOf } from './head'
import { judgeMayAnswer } from './judgeRole'
import type { ScopeFact } from './typed'
import { onePage as page } from './matter.harness'

// Invented judges, lawyers and parties in the forms dockets, signature blocks and motions use.
const judge = (value: string, context: string, role: ScopeFact['role'] = ''): ScopeFact =>
  ({
    kind: 'judge',
    role,
    value,
    display: value,
    context,
    page: 1,
    start: 0,
    end: context.length,
    confidence: 0.8,
    documentId: 'd',
    documentName: 'd.pdf',
  }) as ScopeFact

describe('asked who signed an order, a magistrate answers from a signature only', () => {
  const signed = askedOf('Who signed the order amending the consent decree in Roe v. County?')!
  test('the signer question admits a magistrate, last', () => {
    expect(signed.roles[signed.roles.length - 1]).toBe('magistrate')
  })
  test('"Dated: … /s/ name / UNITED STATES MAGISTRATE JUDGE" answers', () => {
    const fact = judge(
      'Owen Brask',
      'Dated: March 3, 2011 /s/ Owen Brask ____ UNITED STATES MAGISTRATE JUDGE',
      'magistrate',
    )
    expect(judgeMayAnswer(fact, signed)).toBe(true)
  })
  test('a docket header’s "Magistrate Judge: …" does not', () => {
    const fact = judge('Owen Brask', 'Magistrate Judge: Owen Brask', 'magistrate')
    expect(judgeMayAnswer(fact, signed)).toBe(false)
  })
})

describe('judge questions read from their verbs', () => {
  test('"Which judge presides over …" asks for a judge', () => {
    expect(headOf('Which judge presides over Lind v. Town of Ashby?')?.noun).toBe('judge')
    expect(askedOf('Which judge presides over Lind v. Town of Ashby?')?.kinds).toEqual(['judge'])
  })
  test('"Which judge signed the stipulation and order" asks for a judge, not counsel', () => {
    const asked = askedOf(
      'Which judge signed the stipulation and order of dismissal in EEOC v. Orr?',
    )
    expect(asked?.counsel).toBeUndefined()
    expect(asked?.kinds).toEqual(['judge'])
  })
  test('"signed the consent decree on behalf of" a party asks for its signer, not the judge', () => {
    const asked = askedOf('Who signed the consent decree on behalf of Lark Diner in EEOC v. Lark?')
    expect(asked?.counsel).toBe(true)
  })
  test('"Who signed the letter to Judge Roe" asks for no judge', () => {
    expect(
      askedOf('Who signed the May 2, 1980 letter to Judge Orwin in Tate v. Hale?')?.counsel,
    ).toBe(true)
    expect(askedOf('Who signed the order in Tate v. Hale?')?.kinds).toEqual(['judge'])
  })
  test('"Which judge wrote the opinion" wants its author: a panel member is no answer', () => {
    expect(
      askedOf('Which judge wrote the Ninth Circuit’s opinion in Vale v. Pryor?')?.roles,
    ).not.toContain('panel')
    expect(askedOf('Which judge signed the opinion in Vale v. Pryor?')?.roles).toContain('panel')
  })
  test('a person beside a side (intervenor, next friend, expert) is no party asked', () => {
    expect(askedOf('Who moved to intervene as a plaintiff in EEOC v. Brill Care?')).toBeNull()
    expect(askedOf('Who is the next friend for the named plaintiffs in Ada C. v. Moss?')).toBeNull()
    expect(askedOf('Who was the plaintiffs’ expert in Lund v. Oriel Housing?')).toBeNull()
    expect(askedOf('Who are the plaintiffs in Lund v. Oriel Housing?')?.kinds).toEqual(['party'])
  })
  test('"Who appeared for the respondents" asks for counsel', () => {
    expect(
      askedOf('Who appeared for the respondents at the hearing in Ames v. Dorr?')?.counsel,
    ).toBe(true)
  })
})

describe('a party is no lawyer, and a generic title picks out none', () => {
  test('a party’s name, or its last words, names the party', () => {
    expect(namesParty('Cordell Ridge', ['Marta Cordell Ridge', 'City of Fenwood'])).toBe(true)
    expect(namesParty('Harbor Voices', ['Harbor Voices'])).toBe(true)
    expect(namesParty('Tomas Ridge', ['Marta Cordell Ridge'])).toBe(false)
  })
  test('a docket’s party line is not read as its own lawyer', () => {
    const docket = [
      'Plaintiff',
      'Harbor Voices  represented by  Nell Ostrova',
      'ATTORNEY TO BE NOTICED',
    ].join('\n')
    const q = 'Which attorney represents the plaintiffs in Harbor Voices v. Lenz?'
    expect(findCounsel(q, [page(docket)], ['Harbor Voices'])?.name).toBe('Nell Ostrova')
  })
  test('asked for lead counsel of a named client, the client’s lawyer answers', () => {
    const docket = [
      'Defendant',
      'Dora Pell  represented by  Ruth A. Kessing',
      'in her official capacity as Governor',
      'LEAD ATTORNEY',
      '',
      'Defendant',
      'Ivo Marsh  represented by  Paul Denner',
      '',
      'Abel K. Wirth',
      'Lane County Counsel',
      '10 Oak Ave.',
    ].join('\n')
    const q = 'Who is lead counsel for Governor Dora Pell in Tarr v. Pell?'
    expect(findCounsel(q, [page(docket)])?.name).toBe('Ruth A. Kessing')
  })
  test('a county counsel for no client is no answer to a client’s counsel', () => {
    const docket = ['Abel K. Wirth', 'Lane County Counsel', '10 Oak Ave.'].join('\n')
    const q = 'Who is counsel of record for County Clerk Ivo Marsh in Tarr v. Pell?'
    expect(findCounsel(q, [page(docket)])).toBeNull()
  })
})

describe('a client named by its initials, and a county counsel’s title', () => {
  test('"OMB" meets "office of management and budget", or its wrapped first line', () => {
    expect(initialsMeet(['omb'], ['office', 'of', 'management', 'and', 'budget'])).toBe(true)
    expect(initialsMeet(['omb'], ['office', 'of', 'management'])).toBe(true)
    expect(initialsMeet(['omb'], ['bureau', 'of', 'prisons'])).toBe(false)
    expect(initialsMeet(['omb'], ['office'])).toBe(false)
  })
  test('asked for counsel "for OMB", the lawyer a docket lists for the office answers', () => {
    const docket = [
      'Defendant',
      'OFFICE OF MANAGEMENT  represented by  Lena Q. Hartwell',
      'AND BUDGET  UNITED STATES ATTORNEY’S OFFICE',
      'LEAD ATTORNEY',
    ].join('\n')
    const q = 'In Civic League v. OMB, which attorney appeared as counsel for OMB?'
    expect(findCounsel(q, [page(docket)])?.name).toBe('Lena Q. Hartwell')
  })
  test('"NAME, COUNTY COUNSEL" carries the whole title', () => {
    const block = ['ORLA M. FENN, COUNTY COUNSEL', 'BRAM T. OKAFOR,', 'DEPUTY COUNTY COUNSEL'].join(
      '\n',
    )
    const titles = counselOf(page(block)).map((c) => [c.name, c.title])
    expect(titles).toContainEqual(['ORLA M. FENN', 'county counsel'])
  })
})
