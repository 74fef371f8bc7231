// The questions bench/associate-stream.ts asks the offline associate about the synthetic matter of
// bench/lib/dossier-data.ts. Its pages are built from ten sentence templates (testimony on third-
// quarter revenue, a privilege objection, a draft restatement sent to the audit committee,
// liquidated damages for late consignments, channel stuffing, scienter, a rolling production
// schedule, deferred revenue adjusted eleven times, a notice of termination) naming twelve people
// and six companies. `expect` is what a litigator would expect (found in the documents or not);
// the benchmark reports what the associate actually answered next to it.
export type StreamQuestion = { question: string; expect: 'answer' | 'not found' }

export const STREAM_QUESTIONS: StreamQuestion[] = [
  {
    question: 'What did Maria Chen testify about the revenue recognised in the third quarter?',
    expect: 'answer',
  },
  {
    question: 'When do liquidated damages accrue under the carriage agreement?',
    expect: 'answer',
  },
  { question: 'What was the settlement amount agreed at the mediation?', expect: 'not found' },
  {
    question: 'Who forwarded the draft restatement to the audit committee?',
    expect: 'answer',
  },
  {
    question: 'How many times was the deferred revenue balance adjusted during the class period?',
    expect: 'answer',
  },
  { question: 'Who is the mediator appointed by the court?', expect: 'not found' },
  {
    question: 'What did the court find about scienter as to the outside directors?',
    expect: 'answer',
  },
  {
    question: 'What production schedule did the parties agree to when they met and conferred?',
    expect: 'answer',
  },
  {
    question: 'What dividend did the company pay to shareholders in 2019?',
    expect: 'not found',
  },
  {
    question: 'Did anyone discuss the channel-stuffing allegations before the earnings call?',
    expect: 'answer',
  },
  {
    question: 'Who confirmed receipt of the notice of termination?',
    expect: 'answer',
  },
  { question: 'When is the jury trial scheduled to begin?', expect: 'not found' },
  {
    question: 'Why did counsel instruct the witness not to answer?',
    expect: 'answer',
  },
  {
    question: 'What do plaintiffs allege about the reported figures?',
    expect: 'answer',
  },
  {
    question: 'Which insurer issued the directors and officers liability policy?',
    expect: 'not found',
  },
]
