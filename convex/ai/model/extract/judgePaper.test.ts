// Papers the parties write (judgePaper.ts): a complaint, a brief, a report, a settlement
// agreement, a press release, a letter. Their running text names judges they write about; their
// own judge is the one the caption or header assigns the case to, or the judge a letter is
// written to. Every name and number is invented.
import { describe, expect, test } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { partyPaper } from './judgePaper'

const CAPTION = `UNITED STATES DISTRICT COURT\nDISTRICT OF ELM\n\nLENA OSEI, et al.,\n  Plaintiffs,\nv.\nELM COUNTY, et al.,\n  Defendants.\n`

const PARTY_PAPERS: GalleryCase[] = [
  {
    name: 'a complaint\u2019s history: "the Honorable NAME entered a Temporary Restraining Order"',
    pages: [
      `${CAPTION}Case No. 4:19-cv-40222\n\nFIRST AMENDED COMPLAINT\n\n1. Plaintiffs are families displaced by the storm who were housed in hotel rooms under the program.\n7. On June 3, 2019, the Honorable Martin Q. Ostrander entered a Temporary Restraining Order\nenjoining Defendants from ending the program.\n`,
    ],
    judge: null,
  },
  {
    name: 'a complaint\u2019s venue paragraph: "this case should be before the Hon. Judge NAME"',
    pages: [
      `${CAPTION}Civil Action No. 19-314\n\nCLASS ACTION COMPLAINT\n\nI. JURISDICTION\n1. This Court has jurisdiction over the claims of the named plaintiffs under 28 U.S.C. § 1331.\n2. Pursuant to existing court orders, it is appropriate for this case to be before the Hon.\nJudge Delia M. Farrow for judicial oversight.\n`,
    ],
    judge: null,
  },
  {
    name: 'a complaint whose caption assigns the judge keeps the caption\u2019s, not the body\u2019s',
    pages: [
      `UNITED STATES DISTRICT COURT\nDISTRICT OF ELM\n\nLENA OSEI,\n  Plaintiff,      Case No. 2:20-cv-10455\nv.              Hon. Agnes P. Whitcomb\nELM COUNTY,\n  Defendant.\n\nCOMPLAINT\n\n1. In an earlier case the Honorable Martin Q. Ostrander ordered the county to keep the records of its jail.\n`,
    ],
    judge: 'Agnes P. Whitcomb',
  },
  {
    name: 'a brief\u2019s citation: "Judge NAME held in Roe" and "the Honorable NAME found"',
    pages: [
      `${CAPTION}No. 3:21-cv-00718\n\nDEFENDANTS\u2019 MEMORANDUM IN SUPPORT OF MOTION TO DISMISS\n\nPlaintiffs\u2019 claims fail for the reasons the courts of this district have given for many years now.\nIn a case much like this one, the Honorable Cyrus T. Bellweather\nrejected the same theory, and the claim should be dismissed here too.\n`,
    ],
    judge: null,
  },
  {
    name: 'a notice of motion: "will move before the Honorable NAME" names the judge who hears it',
    pages: [
      `${CAPTION}No. 3:21-cv-00718\n\nNOTICE OF MOTION AND MOTION TO DISMISS\n\nPLEASE TAKE NOTICE that on May 3, 2022, or as soon thereafter as counsel may be heard,\nDefendants will move before the Honorable Cyrus T. Bellweather for an order dismissing the\ncomplaint.\n`,
    ],
    judge: 'Cyrus T. Bellweather',
  },
  {
    name: 'a motion\u2019s caption field "Judge: NAME" is the judge',
    pages: [
      `${CAPTION}Case No. 3:21-cv-00718\nJudge: Hon. Cyrus T. Bellweather\n\nMOTION FOR PRELIMINARY INJUNCTION\n\nPlaintiffs move for a preliminary injunction for the reasons set out in the memorandum below.\n`,
    ],
    judge: 'Cyrus T. Bellweather',
  },
  {
    name: 'a settlement agreement: "the action pending before the Honorable NAME"',
    pages: [
      `SETTLEMENT AGREEMENT AND RELEASE\n\nThis Settlement Agreement is entered into by the United States and Elm County to resolve the action pending before the\nHonorable Martin Q. Ostrander in the United States District Court for the District of Elm.\n`,
    ],
    judge: null,
  },
  {
    name: 'a press release: "Judge NAME approved the agreement"',
    pages: [
      `FOR IMMEDIATE RELEASE\nTuesday, May 4, 2021\n\nJustice Department Secures Agreement with Elm County Jail\n\nThe Justice Department announced today that U.S. District Judge Delia M. Farrow approved the\nagreement resolving the department\u2019s lawsuit against Elm County.\n`,
    ],
    judge: null,
  },
  {
    name: 'a monitor\u2019s report written to the judge: its inside address names the judge',
    pages: [
      `MONITOR\u2019S REPORT to JUDGE FARROW\nSubmitted May 4, 2021\n\nMay 4, 2021\nRe: Civil Action No. 19-cv-00314\n\nThe Honorable Delia M. Farrow\nUnited States District Judge\nDistrict of Elm\n\nJudge Farrow,\n\nThis report serves as our status report on the county\u2019s compliance with the consent decree.\n`,
    ],
    judge: 'Delia M. Farrow',
  },
  {
    name: 'a letter from a party, no court\u2019s letterhead: a judge its body names is not its judge',
    pages: [
      `U.S. Department of Justice\nCivil Rights Division\n\nMay 4, 2021\n\nRex Oduya, Esq.\nPO Box 12\nElmton, EL 39365\n\nRe: United States v. Elm County School District\n\nDear Mr. Oduya:\n\nOn April 2, 2021, Judge Delia M. Farrow entered the agreed order declaring the district unitary.\n`,
    ],
    judge: null,
  },
  {
    name: 'a complaint whose title the scan lost, known by its "PRAYER FOR RELIEF"',
    pages: [
      `${CAPTION}\n1. Plaintiffs bring this action to end the county\u2019s practice of holding children in its adult jail.\n2. The Honorable Martin Q. Ostrander ordered the county to file monthly reports in an earlier case.\n`,
      `PRAYER FOR RELIEF\n\nPlaintiffs ask the Court to declare the practice unlawful.\n`,
    ],
    judge: null,
  },
  {
    name: 'a court\u2019s order names its judge in its text: "came on for hearing … the Honorable NAME presiding"',
    pages: [
      `SUPERIOR COURT OF ELM\nCOUNTY OF BIRCH\n\nLENA OSEI,\n  Petitioner,\nv.\nELM STATE HOSPITALS,\n  Respondent.\n\nORDER ON MOTION TO STAY DISCOVERY\n\nThe motion of Respondent to stay discovery came on for hearing on November 18, 2015, in Department 14 of this Court, the Honorable Ines R. Calloway presiding. The motion is DENIED.\n`,
    ],
    judge: 'Ines R. Calloway',
  },
]

runGallery('judge gallery: papers the parties write', PARTY_PAPERS)

describe('papers the parties write', () => {
  const page = (text: string) => [{ page: 1, text }]
  test('a complaint, a brief, a report, an agreement, a press release are the parties\u2019', () => {
    expect(partyPaper(page(`${CAPTION}\nCOMPLAINT FOR DAMAGES\n`))).toBe(true)
    expect(partyPaper(page(`${CAPTION}\nPLAINTIFFS\u2019 BRIEF IN OPPOSITION\n`))).toBe(true)
    expect(partyPaper(page('MONITOR\u2019S THIRD REPORT\n\nThe county has made progress.\n'))).toBe(
      true,
    )
    expect(partyPaper(page('SETTLEMENT AGREEMENT\n\nThe parties agree as follows.\n'))).toBe(true)
    expect(partyPaper(page('FOR IMMEDIATE RELEASE\nMay 4, 2021\n'))).toBe(true)
  })
  test('a court\u2019s order, its report and recommendation, its clerk\u2019s letter are the court\u2019s', () => {
    expect(partyPaper(page(`${CAPTION}\nORDER GRANTING MOTION TO DISMISS\n`))).toBe(false)
    expect(
      partyPaper(page(`${CAPTION}\nREPORT AND RECOMMENDATION\n\nThe motion should be granted.\n`)),
    ).toBe(false)
    expect(
      partyPaper(
        page(
          'UNITED STATES COURT OF APPEALS\nOFFICE OF THE CLERK\n\nMay 4, 2021\n\nDear Mr. Oduya:\n\nEnclosed is a copy of the judgment.\n',
        ),
      ),
    ).toBe(false)
    expect(
      partyPaper(page('SETTLEMENT AGREEMENT AND ORDER\n\nThe parties agree as follows.\n')),
    ).toBe(false)
  })
})
