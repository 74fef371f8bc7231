// Held-out questions, written after the engine was tuned, in two rounds.
//
// Round 1 was written after tuning on the main set. Its first run scored top-3 0.417 (5 of 12
// answerable) and not-found 1.0 (6 of 6): the engine said "not found" for half the answerable
// questions, whose wording it had not seen ("extend", "videotaped", "listed"). The engine was then
// changed in general ways (participles and common verbs weigh half, answers to "where" need not
// be addresses, coverage threshold 0.6 → 0.55, a few related words), so round 1 became tuning data.
// Round 2 was written after those changes and has never been used to tune anything: it is the
// held-out figure reported.
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
import type { QuestionSet } from './types'

/** Round 1 (tuned on after its first run, see above). */
export const HELD_OUT_ROUND_1: QuestionSet = {
  answerable: [
    {
      id: 'xn1',
      matter: 'northwind',
      question: 'Which law firm represents the plaintiff?',
      source: COMPLAINT,
      alsoIn: [ENGAGEMENT, NOTICE_NORTHWIND, LETTER],
      quoteHas: 'Hale & Whitmore',
    },
    {
      id: 'xn2',
      matter: 'northwind',
      question: "Where is Northwind's stock listed?",
      source: COMPLAINT,
      quoteHas: 'NASDAQ',
    },
    {
      id: 'xn3',
      matter: 'northwind',
      question: 'How many shares did Northwind have outstanding?',
      source: COMPLAINT,
      quoteHas: '140 million',
    },
    {
      id: 'xn4',
      matter: 'northwind',
      question: 'On what date did defense counsel sign the answer?',
      source: ANSWER,
      quoteHas: 'October 14, 2025',
    },
    {
      id: 'xn5',
      matter: 'northwind',
      question: 'Who is opposing counsel on the meet-and-confer letter?',
      source: LETTER,
      alsoIn: [ANSWER],
      quoteHas: 'Jonathan Pryce',
    },
    {
      id: 'xn6',
      matter: 'northwind',
      question:
        'What percentage revenue growth did Northwind report in the first quarter of the class period?',
      source: COMPLAINT,
      quoteHas: '14 percent',
    },
    {
      id: 'xh1',
      matter: 'harbor',
      question: 'What state is Castellan incorporated in?',
      source: COMPLAINT,
      quoteHas: 'Delaware',
    },
    {
      id: 'xh2',
      matter: 'harbor',
      question: 'Is the deposition going to be videotaped?',
      source: NOTICE_HARBOR,
      quoteHas: 'audio and video',
    },
    {
      id: 'xh3',
      matter: 'harbor',
      question: "Which production volumes came from the Controller's Office?",
      source: PRODUCTION_LOG,
      quoteHas: 'Controller’s Office',
    },
    {
      id: 'xh4',
      matter: 'harbor',
      question: 'How many units were returned in the third quarter of 2024?',
      source: EXHIBIT,
      quoteHas: '38,950',
    },
    {
      id: 'xh5',
      matter: 'harbor',
      question: 'What must happen before the engagement can extend to an appeal?',
      source: ENGAGEMENT,
      quoteHas: 'agree in writing',
    },
    {
      id: 'xh6',
      matter: 'harbor',
      question: 'When was the engagement letter written?',
      source: ENGAGEMENT,
      quoteHas: 'July 14, 2025',
    },
  ],
  unanswerable: [
    {
      id: 'xnu1',
      matter: 'northwind',
      question: "What is Daniel Ortega's annual salary?",
      why: 'no salary or compensation of Ortega',
    },
    {
      id: 'xnu2',
      matter: 'northwind',
      question: "Which auditor signed off on Northwind's financial statements?",
      why: 'an audit committee and a restatement, but no auditor',
    },
    {
      id: 'xnu3',
      matter: 'northwind',
      question: 'When is the hearing on the lead plaintiff motion?',
      why: 'the engagement letter mentions the motion; no hearing',
    },
    {
      id: 'xhu1',
      matter: 'harbor',
      question: "Who is Castellan's chief executive officer?",
      why: 'no officer of Castellan is named ("principal executive offices" only)',
    },
    {
      id: 'xhu2',
      matter: 'harbor',
      question: 'Has the court granted leave to amend?',
      why: 'no leave or amendment',
    },
    {
      id: 'xhu3',
      matter: 'harbor',
      question: 'What is the governing law clause of the carriage agreement?',
      why: 'the agreement is named, none of its clauses',
    },
  ],
}

/** Round 2: written after the last change to the engine; never tuned on. */
export const HELD_OUT_ROUND_2: QuestionSet = {
  answerable: [
    {
      id: 'yn1',
      matter: 'northwind',
      question: "What exchange does Northwind's common stock trade on?",
      source: COMPLAINT,
      quoteHas: 'NASDAQ',
    },
    {
      id: 'yn2',
      matter: 'northwind',
      question: 'Who is the individual defendant?',
      source: COMPLAINT,
      quoteHas: 'Ortega',
    },
    {
      id: 'yn3',
      matter: 'northwind',
      question: "Which volumes did Tom Eckert's files go into?",
      source: PRODUCTION_LOG,
      quoteHas: 'Tom Eckert',
    },
    {
      id: 'yn4',
      matter: 'northwind',
      question: 'What is the subject of Request No. 15?',
      source: LETTER,
      quoteHas: 'Communications of Daniel Ortega',
    },
    {
      id: 'yn5',
      matter: 'northwind',
      question: 'Does the answer deny that the case can proceed as a class action?',
      source: ANSWER,
      quoteHas: 'maintained as a class action',
    },
    {
      id: 'yh1',
      matter: 'harbor',
      question: 'Who is listed as custodian for volume 4?',
      source: PRODUCTION_LOG,
      quoteHas: 'VOL004',
    },
    {
      id: 'yh2',
      matter: 'harbor',
      question: 'What is the mailing address of opposing counsel?',
      source: LETTER,
      alsoIn: [ANSWER],
      quoteHas: '55 Water Street',
    },
    {
      id: 'yh3',
      matter: 'harbor',
      question: 'Which paragraphs of the complaint does the answer treat as legal conclusions?',
      source: ANSWER,
      quoteHas: 'Paragraphs 5 through 7',
    },
    {
      id: 'yh4',
      matter: 'harbor',
      question: 'When is the prep session?',
      source: EMAIL,
      quoteHas: 'Thursday',
    },
    {
      id: 'yh5',
      matter: 'harbor',
      question: 'How many documents were produced in VOL002?',
      source: PRODUCTION_LOG,
      quoteHas: 'VOL002',
    },
  ],
  unanswerable: [
    {
      id: 'ynu1',
      matter: 'northwind',
      question: 'Has Northwind restated its 2022 results?',
      why: 'a restatement of the class-period quarters (2023-2025) only; nothing on 2022',
    },
    {
      id: 'ynu2',
      matter: 'northwind',
      question: 'What is the name of the court reporter booked for the deposition?',
      why: 'the notice names "a notary public or other officer", no reporter',
    },
    {
      id: 'yhu1',
      matter: 'harbor',
      question: 'What discount did Castellan offer Harbor on freight rates?',
      why: 'no discount or rates',
    },
    {
      id: 'yhu2',
      matter: 'harbor',
      question: "Who is Harbor's insurance broker?",
      why: 'no insurance',
    },
    {
      id: 'yhu3',
      matter: 'harbor',
      question: 'How many trucks does Harbor Freight operate?',
      why: 'no fleet or trucks',
    },
  ],
}
