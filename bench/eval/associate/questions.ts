// The main labelled set: questions a litigator would ask about the two demo dossiers, written
// before the engine was built and then used to tune it (the report says `tunedOn: 'all'`). Each
// answerable question names the document that answers it, the other documents that state the
// same fact, and a piece of text the answering passage holds. Each unanswerable one was checked
// against the generated text of both dossiers (`why` says what was looked for).
import {
  ANSWER,
  COMPLAINT,
  EMAIL,
  ENGAGEMENT,
  EXHIBIT,
  LETTER,
  NOTICE_HARBOR,
  NOTICE_NORTHWIND,
  PRODUCTION_LOG,
} from './documentNames'
import type { AnswerableQuestion, MatterKey, QuestionSet, UnanswerableQuestion } from './types'

type Row = [question: string, source: string, quoteHas?: string, alsoIn?: string[]]

function answerable(matter: MatterKey, prefix: string, rows: Row[]): AnswerableQuestion[] {
  return rows.map(([question, source, quoteHas, alsoIn], index) => ({
    id: `${prefix}${index + 1}`,
    matter,
    question,
    source,
    ...(alsoIn ? { alsoIn } : {}),
    ...(quoteHas ? { quoteHas } : {}),
  }))
}

function unanswerable(
  matter: MatterKey,
  prefix: string,
  rows: Array<[question: string, why: string]>,
): UnanswerableQuestion[] {
  return rows.map(([question, why], index) => ({
    id: `${prefix}${index + 1}`,
    matter,
    question,
    why,
  }))
}

const N_CAPTION = [ANSWER, NOTICE_NORTHWIND, ENGAGEMENT]
const N_DOCKET = [ANSWER, NOTICE_NORTHWIND, LETTER, EMAIL, ENGAGEMENT, EXHIBIT]
const N_COURT = [ANSWER, NOTICE_NORTHWIND, LETTER, ENGAGEMENT]
const N_JUDGE = [ANSWER, NOTICE_NORTHWIND, LETTER]

const NORTHWIND: Row[] = [
  ['Who is suing whom in the Northwind case?', COMPLAINT, 'Ohio Teachers', N_CAPTION],
  ["What's the docket number for this case?", COMPLAINT, '1:25-cv-04417', N_DOCKET],
  ['Which court is the action pending in?', COMPLAINT, 'Southern District of New York', N_COURT],
  ['Which judge is assigned to the case?', COMPLAINT, 'Castellanos', N_JUDGE],
  ['What is the class period?', COMPLAINT, 'March 3, 2023'],
  ['What causes of action does the complaint plead?', COMPLAINT, '10(b)'],
  ['What affirmative defenses have the defendants raised?', ANSWER, 'AFFIRMATIVE DEFENSE'],
  [
    'Do the defendants invoke the safe harbor for forward-looking statements?',
    ANSWER,
    'safe harbour',
  ],
  ['Is a statute of limitations defense asserted?', ANSWER, 'limitations'],
  ['When is Daniel Ortega being deposed?', NOTICE_NORTHWIND, 'November 18, 2025'],
  ['Where will the Ortega deposition take place?', NOTICE_NORTHWIND, 'Avenue of the Americas'],
  ['How will the deposition be recorded?', NOTICE_NORTHWIND, 'Stenographic'],
  ['What is the deponent asked to bring to the deposition?', NOTICE_NORTHWIND, 'calendars'],
  [
    'By what date must Northwind confirm it will produce the outstanding documents?',
    LETTER,
    'October 13',
  ],
  [
    'Which document requests are still outstanding according to our meet and confer letter?',
    LETTER,
    'Not produced',
  ],
  [
    "What happens if opposing counsel doesn't respond to the meet-and-confer letter?",
    LETTER,
    'letter motion',
  ],
  ['Why were the audit committee minutes withheld?', LETTER, 'privileged'],
  ['What Bates range does the first production volume cover?', PRODUCTION_LOG, 'NO-000308'],
  ['Which production volume replaced VOL004?', PRODUCTION_LOG, 'VOL005'],
  [
    "Which volumes were produced as Highly Confidential - Attorneys' Eyes Only?",
    PRODUCTION_LOG,
    'Eyes Only',
  ],
  ['How many units were returned in Q4 2024 according to Exhibit 14?', EXHIBIT, '49,100'],
  ['Who prepared the revenue schedule in Exhibit 14?', EXHIBIT, 'Controller'],
  ['How are our fees calculated under the engagement letter?', ENGAGEMENT, 'contingent'],
  ['Does our engagement include handling an appeal?', ENGAGEMENT, 'appeals'],
  ['Who at the firm is staffed on the engagement?', ENGAGEMENT, 'will lead the engagement'],
  ['What does Eleanor want Marcus to do before the prep session?', EMAIL, 'chronology'],
  ['When was the deposition prep email sent?', EMAIL, '21 Oct 2025'],
  ["By how much did Northwind's stock drop when the truth came out?", COMPLAINT, '38 percent'],
  ['What jurisdictional basis does the complaint assert?', COMPLAINT, '1331'],
  ['Does the answer contest venue?', ANSWER, 'venue'],
  ['Who signed the answer for the defendants?', ANSWER, 'Jonathan Pryce'],
  ['What relief does the plaintiff seek?', COMPLAINT, 'damages'],
  ['What time does the Ortega deposition start?', NOTICE_NORTHWIND, '9:30 a.m.'],
  ['Under which rules is the deposition noticed?', NOTICE_NORTHWIND, 'Rules 26 and 30'],
]

const H_CAPTION = [ANSWER, NOTICE_HARBOR, ENGAGEMENT]
const H_DOCKET = [ANSWER, NOTICE_HARBOR, LETTER, EMAIL, ENGAGEMENT, EXHIBIT]
const H_COURT = [ANSWER, NOTICE_HARBOR, LETTER, ENGAGEMENT]
const H_JUDGE = [ANSWER, NOTICE_HARBOR, LETTER]

const HARBOR: Row[] = [
  ['Who are the parties in Harbor Freight v. Castellan?', COMPLAINT, 'Castellan', H_CAPTION],
  ['What case number has the court assigned?', COMPLAINT, '2:26-cv-00218', H_DOCKET],
  ['In what district was the suit filed?', COMPLAINT, 'Central District of California', H_COURT],
  ["Who's the presiding judge?", COMPLAINT, 'Lindqvist', H_JUDGE],
  ['What counts does Harbor plead against Castellan?', COMPLAINT, 'Breach of contract'],
  ['Is there a claim for trade secret misappropriation?', COMPLAINT, 'trade secrets'],
  [
    'Does the complaint allege breach of the implied covenant of good faith?',
    COMPLAINT,
    'implied covenant',
  ],
  ['What does Harbor say Castellan did wrong?', COMPLAINT, 'carriage', [ENGAGEMENT, EMAIL]],
  ['How many affirmative defenses does Castellan assert?', ANSWER, 'AFFIRMATIVE DEFENSE'],
  ['Does Castellan argue that losses were caused by market conditions?', ANSWER, 'market-wide'],
  ['Does the answer claim good faith?', ANSWER, 'good faith'],
  ['What does the defendant ask the court to do in its answer?', ANSWER, 'dismiss'],
  ['When is the deposition of Castellan Logistics scheduled?', NOTICE_HARBOR, 'November 18'],
  ['Who will take down the testimony at the deposition?', NOTICE_HARBOR, 'notary public'],
  ['What files must the deponent bring?', NOTICE_HARBOR, 'calendars'],
  ['When did we have the meet-and-confer call?', LETTER, 'September 29'],
  [
    "What's the deadline for Castellan to produce the documents for Requests 4, 7 and 15?",
    LETTER,
    'October 27',
  ],
  ['What are we asking for regarding Request 11?', LETTER, 'privilege log'],
  ['Which request concerns side letters and return rights?', LETTER, 'Side letters'],
  ['What is the Bates range of the last production volume?', PRODUCTION_LOG, 'CA-003040'],
  ["Which custodian's files were produced in VOL003?", PRODUCTION_LOG, 'Tom Eckert'],
  ['How many pages were in volume 7?', PRODUCTION_LOG, '714'],
  ['How many units were shipped in Q3 2024 per the exhibit?', EXHIBIT, '41,200'],
  ['What does Exhibit 14 say about returned shipments?', EXHIBIT, 'returned'],
  ['What does the engagement cover?', ENGAGEMENT, 'We will investigate'],
  ['Who leads the engagement for the firm?', ENGAGEMENT, 'will lead the engagement'],
  ['Who pays the litigation costs up front?', ENGAGEMENT, 'advance the costs'],
  ['What does the engagement letter ask the client to preserve?', ENGAGEMENT, 'preserve'],
  ['Who sent the email about deposition prep, and to whom?', EMAIL, 'Eleanor Hale'],
  ['What should the chronology cover?', EMAIL, 'quarter-end shipments'],
  ['When is the complaint dated?', COMPLAINT, 'September 2, 2025'],
  ["Where are Castellan's principal executive offices?", COMPLAINT, 'principal executive offices'],
]

const NORTHWIND_UNANSWERABLE: Array<[string, string]> = [
  ['What was the settlement amount?', 'no settlement is mentioned ("settle" is in no document)'],
  ['Who was appointed as mediator?', 'no mediator or mediation ("mediat" only in "immediate")'],
  ['When does the trial start?', 'a jury trial is demanded, but no trial date is set'],
  ['Has the court ruled on a motion to dismiss?', 'the answer asks for dismissal; no ruling'],
  ["Who is the defendants' damages expert?", 'only "expert fees" in the prayer; no expert named'],
  ['Which insurance carrier provides D&O coverage to Northwind?', 'no insurance or coverage'],
  [
    'How many shares did the lead plaintiff buy during the class period?',
    'the complaint refers to a certification that is not in the dossier; only shares outstanding',
  ],
  ['Has a protective order been entered?', 'no protective order'],
  ['What did Ortega testify to at his deposition?', 'the deposition is noticed, not yet taken'],
  ['What is the deadline for expert reports?', 'no expert schedule'],
  ['Did the SEC bring an enforcement action against Northwind?', 'no SEC or enforcement'],
  ["What was Northwind's net income in 2024?", 'revenue growth only; no net income'],
  ['When is the next status conference?', 'no conference ("status" is a table heading)'],
]

const HARBOR_UNANSWERABLE: Array<[string, string]> = [
  ['How much did Castellan offer to settle?', 'no settlement or offer'],
  [
    'Has the court set a date for the Rule 16 scheduling conference?',
    'no scheduling order or conference',
  ],
  ['What is the value of the carriage agreement?', 'the agreement is named, its value is not'],
  ['When does the carriage agreement expire?', 'only "five-year"; no dates of the agreement'],
  ['Did Castellan file a counterclaim?', 'no counterclaim'],
  ['Has a preliminary injunction been sought?', 'no injunction'],
  ['Who is the arbitrator under the carriage agreement?', 'no arbitration'],
  ['What is the amount in controversy?', 'damages "in an amount to be proven at trial"; no figure'],
  ['When did the parties sign the carriage agreement?', 'no signing date of the agreement'],
  [
    'What are the late delivery penalties in the contract?',
    'no contract terms; "penalty" only in the side-letter allegation',
  ],
]

/** The main set: 66 answerable and 23 unanswerable questions over the two demo dossiers. */
export const MAIN_SET: QuestionSet = {
  answerable: [...answerable('northwind', 'n', NORTHWIND), ...answerable('harbor', 'h', HARBOR)],
  unanswerable: [
    ...unanswerable('northwind', 'nu', NORTHWIND_UNANSWERABLE),
    ...unanswerable('harbor', 'hu', HARBOR_UNANSWERABLE),
  ],
}
