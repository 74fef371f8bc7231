import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { isAppellateCourt } from './qualifier'
import { answerText, matterOf } from './matter.harness'

// Invented filings in the forms courts print: a district court's review of a deportation order,
// a docket sheet, a three-judge court's caption, a state high court's single-justice docket, an
// appellate opinion and the trial court's decision in one case.
const REVIEW = `UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLORADO
Civil Action No. 04-cv-2210
HANA LOREN, Petitioner,
v.
MARCUS DELL, District Director, Respondent.
ORDER
BRASK, Senior District Judge.
On March 3, 2003, an immigration judge found Hana Loren deportable and denied her application.
The petition for a writ of habeas corpus is DENIED.`

const DOCKET = `U.S. District Court
District of Connecticut (New Haven)
CIVIL DOCKET FOR CASE #: 3:05-cv-00417-OBR
Tamsin Fund v. Eastfield Board of Education
Assigned to: Judge Orla B. Ravel
Date Filed: 03/10/2005
03/10/2005 1 COMPLAINT against Eastfield Board of Education filed by Tamsin Fund.
06/01/2006 40 ORDER granting 31 Motion for Summary Judgment. Signed by Judge Orla B. Ravel.`

const THREE_JUDGE = `IN THE UNITED STATES DISTRICT COURT
FOR THE EASTERN DISTRICT OF LOUISIANA
DELPHINE MARROW, ET AL. v. OSCAR GRELL, ET AL.
CIVIL ACTION NO. 67-1190
Before QUILLAN, Circuit Judge, TERREBONNE and MADOX, District Judges.
The case was heard on May 4, 1968 after a hearing by Judge Ansel P. Madox.`

const HIGH_COURT = `SUPREME JUDICIAL COURT
Case Search for Suffolk County
FENWICK R. and DALE S., all minors, by their next friend vs. COMMONWEALTH OF MASSACHUSETTS
SJ-2006-0112
CASE HEADER
Case Status  Dismissed: matter moot  Status Date  10/30/2008
Sub-Nature  Assgmt Counsel/Indigency  Single Justice  Corwell, J.
SJ Ruling  Dismissed-Moot  Full Ct Number
INVOLVED PARTY  ATTORNEY APPEARANCE
Fenwick R.  Nora P. Stiles, Esquire
Petitioner
DOCKET ENTRIES
04/22/2006 #33 Letter to Justice Ida M. Corwell from Nora P. Stiles.`

const APPELLATE = `SUPREME COURT, APPELLATE DIVISION, THIRD DEPARTMENT
Decided and Entered: June 2, 2011
TOBIAS HALLE, et al., Appellants, v. STATE OF NEW YORK, Respondent.
Before: Vinter, J.P., Ossler, Kleb and Darro, JJ.
Vinter, J.P.
Appeal from an order of the Supreme Court (Pellow, J.), entered in Albany County.`

const TRIAL = `SUPREME COURT STATE OF NEW YORK COUNTY OF ALBANY
TOBIAS HALLE, et al., Plaintiffs, -against- THE STATE OF NEW YORK, Defendant.
DECISION/ORDER Index No. 4411-09
Pellow, J:
The motion for class certification is denied.`

// An opinion that recites an earlier statewide decree of a three-judge court, by its own judge.
const RECITAL = `UNITED STATES DISTRICT COURT, S.D. ALABAMA
Orla PEMBER, et al., Plaintiffs,
v.
TALLOW COUNTY BOARD OF EDUCATION, Defendant.
Civ. A. No. 4411-70-H.
Opinion
VANCE, J.
The Board was an original party defendant in the statewide litigation, in which the District
Court, Vance, J., held that a plan would be imposed. The plan was filed on December 1, 1969.`

describe('a judge of another bench than asked is no answer', () => {
  test('asked who sat on a three-judge panel, a single judge recited as ruling is not one', () => {
    const matter = matterOf([{ id: 'recital', text: RECITAL }])
    const q =
      'Which judges sat on the three-judge panel that entered the 1967 statewide decree in Pember v. Tallow County?'
    expect(answerText(q, matter)).not.toMatch(/Vance/)
    expect(answerText('Which judge wrote the opinion in Pember v. Tallow County?', matter)).toMatch(
      /Vance/i,
    )
  })
  test('asked for the immigration judge, the district judge who reviews the order is not one', () => {
    const matter = matterOf([{ id: 'review', text: REVIEW }])
    expect(answerText('Which immigration judge found Hana Loren deportable?', matter)).not.toMatch(
      /Brask/,
    )
    expect(answerText('Which judge decided Loren v. Dell?', matter)).toMatch(/Brask/)
  })
  test('asked for the circuit judges, the district judge the docket is assigned to is not one', () => {
    const matter = matterOf([{ id: 'docket', text: DOCKET }])
    const q = 'Which Second Circuit judges decided the appeal in Tamsin Fund v. Eastfield Board?'
    expect(answerText(q, matter)).not.toMatch(/Ravel/)
    expect(
      answerText('Which judge is assigned to Tamsin Fund v. Eastfield Board?', matter),
    ).toMatch(/Ravel/)
  })
  test('a three-judge court’s circuit judge is the one its caption titles "Circuit Judge"', () => {
    const matter = matterOf([{ id: 'three', text: THREE_JUDGE }])
    const answer = answerText(
      'Which circuit judge sat on the three-judge court in Marrow v. Grell?',
      matter,
    )
    expect(answer).toMatch(/Judge \(panel\): Quillan/)
  })
  test('asked for the lower court judge, a high court’s own justice is not one', () => {
    const matter = matterOf([{ id: 'sjc', text: HIGH_COURT }])
    expect(answerText('Who was the lower court judge in Fenwick R. v. Commonwealth?', matter)).toBe(
      'not found',
    )
    expect(answerText('Which justice handled Fenwick R. v. Commonwealth?', matter)).toMatch(
      /Corwell/,
    )
  })
  test('asked of the trial court by name, the appellate opinion’s justice is not its judge', () => {
    const matter = matterOf([
      { id: 'appeal', text: APPELLATE },
      { id: 'trial', text: TRIAL },
    ])
    const q =
      'Which justice decided the class certification motion in Halle v. State of New York in Albany County Supreme Court?'
    expect(answerText(q, matter)).toMatch(/Pellow/)
  })
  test('the judge a peremptory challenge removes is the one the challenge names', () => {
    const order = `SUPERIOR COURT OF CALIFORNIA
COUNTY OF SAN MATEO
DORIAN VALE, Petitioner, vs. COASTAL WATER BOARD, Respondent.
Case Number: CPF-11-402211
ORDER GRANTING PEREMPTORY CHALLENGE
The matter of petitioner's peremptory challenge to Judge Lucia R. Ostrow came before the Court.
The challenge is granted.
Dated: May 1, 2012
Ewan T. Prell
Judge of the San Mateo Superior Court`
    const matter = matterOf([{ id: 'order', text: order }])
    expect(
      answerText(
        'Which judge was the subject of the peremptory challenge in Vale v. Coastal Water Board?',
        matter,
      ),
    ).not.toMatch(/Prell/)
  })
})

describe('who wrote the panel opinion is its author, not the panel’s first judge', () => {
  test('"the panel opinion" asks of its author', () => {
    expect(askedOf('Which circuit judge wrote the panel opinion in Roe v. Doe?')!.roles[0]).toBe(
      'author',
    )
    expect(askedOf('Which judges sat on the panel in Roe v. Doe?')!.roles[0]).toBe('panel')
  })
})

describe('a state’s high court is appellate; a state’s circuit court is a trial court', () => {
  test('the forms', () => {
    expect(isAppellateCourt('Supreme Judicial Court for Suffolk County')).toBe(true)
    expect(isAppellateCourt('Supreme Court of Ohio')).toBe(true)
    expect(isAppellateCourt('Circuit Court of Cook County, Illinois')).toBe(false)
    expect(isAppellateCourt('Circuit Court for Montgomery County')).toBe(false)
    expect(isAppellateCourt('United States Court of Appeals for the Ninth Circuit')).toBe(true)
    expect(isAppellateCourt('Supreme Court, State of New York, County of Albany')).toBe(false)
  })
})

describe('asked which judge recused, the judge the recusal names answers', () => {
  const docket = `U.S. District Court
District of Minnesota (DMN)
CIVIL DOCKET FOR CASE #: 0:03-cv-02211
EEOC v. Larkspur Stores, Inc. Date Filed: 05/06/2003
Assigned to: Judge Petra L. Vang
05/06/2003 1 COMPLAINT - Summons issued. Assigned to Judge Harlan J. Oduya per 440 Civil Rights list.
05/21/2003 2 ORDER OF RECUSAL ( Judge Harlan J. Oduya / 5/21/03) Case reassigned to Judge Petra L. Vang.`
  test('not the judge the case was reassigned to', () => {
    const matter = matterOf([{ id: 'docket', text: docket }])
    const answer = answerText('Which judge recused himself in EEOC v. Larkspur Stores?', matter)
    expect(answer).toMatch(/Oduya/)
    expect(answer).not.toMatch(/Judge[^:]*: Petra/)
  })
})

describe('a state circuit court’s judges are circuit judges too', () => {
  test('asked for the circuit judge, a county circuit court’s judge answers', () => {
    const order = `IN THE CIRCUIT COURT OF THE FOURTH JUDICIAL CIRCUIT
IN AND FOR CLAY COUNTY, FLORIDA
MARLOWE GUILD, Petitioner, v. GOVERNOR ANSEL TRIST, Respondent.
Case No. 2011-CA-3302
ORDER GRANTING WRIT OF QUO WARRANTO
The petition is granted.
DONE AND ORDERED on May 9, 2011.
/s/ Rhea T. Colfax
RHEA T. COLFAX, Circuit Judge`
    const matter = matterOf([{ id: 'order', text: order }])
    expect(
      answerText(
        'Which circuit judge issued the writ of quo warranto in Marlowe Guild v. Trist?',
        matter,
      ),
    ).toMatch(/Colfax/i)
  })
})
