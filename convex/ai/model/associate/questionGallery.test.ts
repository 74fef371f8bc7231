import { describe, expect, test } from 'vitest'
import { answerText, type Matter, matterOf } from './matter.harness'

// A question gallery: one synthetic matter of four filings (a state-court complaint, the trial
// court's decision and order, the appellate opinion with a dissent, the clerk's case detail), and
// the questions a litigator asks of it in many wordings, each with the text its answer must hold.
// Written for this test, in the styles of real New York filings; no corpus document is copied.
const COMPLAINT = [
  'SUPREME COURT OF THE STATE OF NEW YORK',
  'COUNTY OF KINGS',
  '',
  'MARISELA DELGADO-FONT,                       Index No. 512345/2021',
  '                    Plaintiff,',
  '        -against-                            VERIFIED COMPLAINT',
  'BRIGHTWATER LOGISTICS, LLC and',
  'TOMAS R. KELLOWAY,',
  '                    Defendants.',
  '',
  'Plaintiff Marisela Delgado-Font, by her attorneys, Feld & Osei LLP, complains of the defendants as follows:',
  '1. Plaintiff resides in Kings County, New York.',
  '2. Defendant Brightwater Logistics, LLC is a Delaware limited liability company that operates a freight terminal in Brooklyn, New York.',
  '3. On November 2, 2020, defendant Tomas R. Kelloway drove a tractor-trailer owned by Brightwater Logistics, LLC through a red light at Atlantic Avenue and Nostrand Avenue and struck the plaintiff in the crosswalk.',
  '4. Brightwater Logistics, LLC is liable for the negligence of its driver under Vehicle and Traffic Law § 388.',
  '5. Plaintiff suffered a fractured pelvis and was hospitalized for 19 days.',
  'WHEREFORE, plaintiff demands judgment against the defendants in the sum of $750,000, together with costs and disbursements.',
  'Dated: Brooklyn, New York',
  '       March 8, 2021',
  'FELD & OSEI LLP',
  'By: /s/ Nadia Osei',
  'Nadia Osei',
  'Attorneys for Plaintiff',
  '40 Court Street, Brooklyn, New York 11201',
].join('\n')

const ORDER = [
  'At IAS Part 14 of the Supreme Court of the State of New York, held in and for the County of Kings, at the Courthouse, 360 Adams Street, Brooklyn, New York, on the 14th day of September, 2022.',
  'P R E S E N T: HON. ROSALIND T. AKERS, J.S.C.',
  'MARISELA DELGADO-FONT, Plaintiff,',
  '- against -',
  'BRIGHTWATER LOGISTICS, LLC and TOMAS R. KELLOWAY, Defendants.',
  'Index No. 512345/2021',
  'DECISION AND ORDER',
  'Motion Seq. No. 3',
  'Plaintiff moves under CPLR 3212 for partial summary judgment on the issue of liability. Defendants oppose.',
  'The driver admitted at his deposition that the light was red when he entered the intersection. Defendants raise no triable issue of fact.',
  'Defendants failed to produce the truck’s telematics data despite two prior orders. The Court imposes a sanction of $2,500 on defendants under CPLR 3126.',
  'Accordingly, it is ORDERED that plaintiff’s motion for partial summary judgment on liability is GRANTED; and it is further',
  'ORDERED that defendants shall pay the sanction of $2,500 to plaintiff’s counsel within 30 days of service of this order with notice of entry.',
  'This constitutes the decision and order of the Court.',
  'ENTER:',
  'Hon. Rosalind T. Akers, J.S.C.',
].join('\n')

const OPINION = [
  'Supreme Court of New York, Appellate Division, Second Department.',
  'Marisela Delgado-Font, Respondent,',
  'v.',
  'Brightwater Logistics, LLC, et al., Appellants.',
  '2022-09811',
  'Decided June 5, 2024.',
  'Carrow Pike LLP, Mineola, NY (Gerald Pike of counsel), for appellants.',
  'Feld & Osei LLP, Brooklyn, NY (Nadia Osei of counsel), for respondent.',
  'HARTWELL, J.P., OYELARAN, BRISCOE and TANAKA-REID, JJ.',
  'In an action to recover damages for personal injuries, the defendants appeal from an order of the Supreme Court, Kings County (Rosalind T. Akers, J.), dated September 14, 2022. The order granted the plaintiff’s motion for summary judgment on the issue of liability and imposed a sanction on the defendants.',
  'ORDERED that the order is affirmed, with costs.',
  'The plaintiff established, prima facie, that the defendant driver entered the intersection against a red light, in violation of Vehicle and Traffic Law § 1111(d).',
  'HARTWELL, J.P., OYELARAN and BRISCOE, JJ., concur.',
  'TANAKA-REID, J., dissents, and votes to reverse the order insofar as it imposed a sanction, with the following memorandum:',
  'I would vacate the sanction because the defendants were never warned that the telematics data would be demanded.',
  'ENTER: Maria T. Ochs, Clerk of the Court',
].join('\n')

const DOCKET = [
  'SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF KINGS',
  'CASE DETAIL',
  'Index Number: 512345/2021',
  'Case Name: DELGADO-FONT, MARISELA vs. BRIGHTWATER LOGISTICS, LLC et al',
  'Date Filed: 03/08/2021',
  'Case Type: Torts - Motor Vehicle',
  'Justice: AKERS, ROSALIND T.',
  'Court Part: IAS 14',
  'Plaintiff Attorney: FELD & OSEI LLP',
  'Defendant Attorney: CARROW PIKE LLP',
  '',
  'Doc # | Date Filed | Document',
  '1 | 03/08/2021 | SUMMONS AND VERIFIED COMPLAINT',
  '9 | 04/19/2021 | VERIFIED ANSWER',
  '31 | 02/11/2022 | NOTICE OF MOTION (Mot. Seq. 3) for summary judgment',
  '52 | 09/14/2022 | DECISION AND ORDER ON MOTION (Mot. Seq. 3) - GRANTED',
  '55 | 10/07/2022 | NOTICE OF APPEAL',
  '61 | 06/12/2024 | DECISION AND ORDER OF APPELLATE DIVISION - AFFIRMED',
].join('\n')

function matter(): Matter {
  const docs = [
    { id: 'complaint', text: COMPLAINT },
    { id: 'order', text: ORDER },
    { id: 'opinion', text: OPINION },
    { id: 'docket', text: DOCKET },
  ]
  return matterOf(docs)
}

const here = matter()
const ask = (question: string) => answerText(question, here)

// [question, text the answer holds (any case)]
const ANSWERED: Array<[string, string]> = [
  ['Which court is the Delgado-Font v. Brightwater Logistics complaint filed in?', 'Supreme Court'],
  ['What court heard Delgado-Font v. Brightwater Logistics on appeal?', 'Appellate Division'],
  [
    'In which court was the Delgado-Font complaint filed?',
    'Supreme Court of the State of New York',
  ],
  ['Which appellate court decided the Brightwater appeal?', 'Appellate Division'],
  ['What is the name of the court that entered the Delgado-Font order?', 'Supreme Court'],
  [
    'Which trial court ruled on the summary judgment motion in Delgado-Font v. Brightwater?',
    'Supreme Court',
  ],
  ['In which county was Delgado-Font v. Brightwater Logistics filed?', 'Kings'],
  ['Which county is the Delgado-Font case venued in?', 'Kings'],
  ['Which judge signed the decision and order in Delgado-Font v. Brightwater?', 'Akers'],
  ['Before which judge is Delgado-Font v. Brightwater Logistics pending?', 'Akers'],
  ['Who presided over Delgado-Font v. Brightwater Logistics in the trial court?', 'Akers'],
  ['Which justice is assigned to Delgado-Font v. Brightwater Logistics?', 'Akers'],
  ['Who is the trial judge in Delgado-Font v. Brightwater?', 'Akers'],
  ['Who dissented in Delgado-Font v. Brightwater Logistics?', 'Tanaka-Reid'],
  ['Which justice dissented in the Brightwater appeal?', 'Tanaka-Reid'],
  [
    'Who was the presiding justice of the Appellate Division panel in Delgado-Font v. Brightwater?',
    'Hartwell',
  ],
  ['Who is the plaintiff in Delgado-Font v. Brightwater Logistics?', 'Delgado-Font'],
  ['Name the defendants in the Delgado-Font complaint.', 'Kelloway'],
  ['Who are the defendants in Delgado-Font v. Brightwater?', 'Brightwater'],
  ['Who sued Brightwater Logistics?', 'Delgado-Font'],
  ['Who sued whom in Delgado-Font v. Brightwater?', 'Brightwater'],
  ['Who brought the action against Brightwater Logistics?', 'Delgado-Font'],
  ['Which company was sued in Delgado-Font v. Brightwater?', 'Brightwater'],
  ['What is the index number of Delgado-Font v. Brightwater Logistics?', '512345/2021'],
  ['What is the case number in Delgado-Font v. Brightwater?', '512345/2021'],
  ['Under what index number was the Delgado-Font complaint filed?', '512345/2021'],
  ['Which index number does the Delgado-Font docket sheet show?', '512345/2021'],
  ['When was the Delgado-Font complaint filed?', 'March 8, 2021'],
  [
    'On what date did the court rule on the summary judgment motion in Delgado-Font v. Brightwater?',
    'September 14, 2022',
  ],
  ['When did the defendants answer in Delgado-Font v. Brightwater?', 'April 19, 2021'],
  ['What is the filing date of the Delgado-Font complaint?', 'March 8, 2021'],
  ['What did the court decide in the Delgado-Font decision and order?', 'GRANTED'],
  ['Was the motion for summary judgment granted in Delgado-Font v. Brightwater?', 'GRANTED'],
  ['How did the Appellate Division rule in Delgado-Font v. Brightwater?', 'affirmed'],
  ['What was the outcome of the Brightwater appeal?', 'affirmed'],
  ['How much in damages does the Delgado-Font complaint demand?', '750,000'],
  ['What penalty did the court impose in Delgado-Font v. Brightwater?', '2,500'],
  ['What sanction was imposed on the defendants in Delgado-Font v. Brightwater?', '2,500'],
  ['How much must the defendants pay under the Delgado-Font order?', '2,500'],
  ['What amount does the plaintiff seek in Delgado-Font v. Brightwater?', '750,000'],
  ['Who represents the plaintiff in Delgado-Font v. Brightwater?', 'Osei'],
  ['Who signed the Delgado-Font complaint?', 'Osei'],
  [
    'Under which CPLR section did the court impose the sanction in Delgado-Font v. Brightwater?',
    '3126',
  ],
  ['How many days was the plaintiff hospitalized in Delgado-Font v. Brightwater?', '19 days'],
  [
    'Which court decided the appeal in Delgado-Font v. Brightwater Logistics?',
    'Appellate Division',
  ],
  ['What county is the Delgado-Font v. Brightwater action pending in?', 'Kings'],
  ['Who authored the decision and order in Delgado-Font v. Brightwater?', 'Akers'],
  ['Who is the judge in Delgado-Font v. Brightwater Logistics?', 'Akers'],
  ['Name the plaintiff in Delgado-Font v. Brightwater Logistics.', 'Delgado-Font'],
  ['Who are the parties in Delgado-Font v. Brightwater Logistics?', 'Kelloway'],
  ['Who was sued in Delgado-Font v. Brightwater?', 'Brightwater'],
  ['Which index number was assigned to Delgado-Font v. Brightwater Logistics?', '512345/2021'],
  ['What is the Delgado-Font complaint dated?', 'March 8, 2021'],
  [
    'How did the court rule on the summary judgment motion in Delgado-Font v. Brightwater?',
    'granted',
  ],
  ['What was the amount of the sanction in Delgado-Font v. Brightwater?', '2,500'],
  ['Who is the attorney for the plaintiff in Delgado-Font v. Brightwater?', 'Osei'],
  ['Who dissented from the affirmance in Delgado-Font v. Brightwater?', 'Tanaka-Reid'],
  ['Which judge wrote the dissent in Delgado-Font v. Brightwater?', 'Tanaka-Reid'],
  ['When was the appeal decided in Delgado-Font v. Brightwater?', 'June 5, 2024'],
  ['When was the Brightwater appeal decided?', 'June 5, 2024'],
  ['When was the notice of appeal filed in Delgado-Font v. Brightwater?', 'October 7, 2022'],
  ['Who represents the appellants in Delgado-Font v. Brightwater?', 'Gerald Pike'],
  ['What is the appellate docket number in Delgado-Font v. Brightwater?', '2022-09811'],
]

const UNANSWERED: string[] = [
  'Who is the magistrate judge in Delgado-Font v. Brightwater Logistics?',
  'What is the cause number of the Delgado-Font case in Texas?',
  'How much did the jury award in Delgado-Font v. Brightwater?',
  'Which expert testified for the defendants in Delgado-Font v. Brightwater?',
  'Who mediated Delgado-Font v. Brightwater Logistics?',
  'Who is the guardian ad litem in Delgado-Font v. Brightwater?',
  'What punitive damages did the court award in Delgado-Font v. Brightwater?',
  'What is the federal civil action number of Delgado-Font v. Brightwater?',
  'When was the trial held in Delgado-Font v. Brightwater?',
  'When did the Court of Appeals grant leave to appeal in Delgado-Font v. Brightwater?',
]

describe('the question gallery', () => {
  test.each(ANSWERED)('%s → %s', (question, expected) => {
    expect(ask(question).toLowerCase()).toContain(expected.toLowerCase())
  })

  test.each(UNANSWERED)('%s → not found', (question) => {
    expect(ask(question)).toBe('not found')
  })
})
