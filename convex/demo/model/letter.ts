// A meet-and-confer letter from the firm to opposing counsel about discovery still owed.
import { TextRun } from 'docx'
import { joinNames } from './caption'
import { heading, packDocx, para, simpleTable, wordDocument } from './docx'
import { type DemoMatterText, DEMO_FIRM, individualDefendant, shortPartyName } from './types'

/** The letter as .docx bytes: letterhead, re line, body, a table of open requests, signature. */
export async function letterDocx(matter: DemoMatterText): Promise<Uint8Array> {
  const company = shortPartyName(matter.defendants[0] ?? 'Defendant')
  const judgeSurname = matter.judge.trim().split(/\s+/).pop() ?? matter.judge
  const document = wordDocument(`Letter to ${DEMO_FIRM.opposingCounsel}, ${matter.name}`, [
    para([new TextRun({ text: DEMO_FIRM.name.toUpperCase(), bold: true, size: 28 })], {
      center: true,
      after: 0,
    }),
    para(`${DEMO_FIRM.address.join(' · ')} · ${DEMO_FIRM.phone}`, { center: true, after: 360 }),
    para('October 6, 2025', { after: 240 }),
    para('By Email', { after: 0 }),
    para(DEMO_FIRM.opposingCounsel, { after: 0 }),
    para(DEMO_FIRM.opposingFirm, { after: 0 }),
    ...DEMO_FIRM.opposingAddress.map((line) => para(line, { after: 0 })),
    para(DEMO_FIRM.opposingEmail, { after: 240 }),
    para(
      [
        new TextRun({ text: 'Re: ', bold: true }),
        new TextRun({
          text: `${matter.name}, Case No. ${matter.docketNumber} (${matter.court})`,
          bold: true,
        }),
      ],
      { after: 240 },
    ),
    para(`Dear ${DEMO_FIRM.opposingCounsel.split(' ')[0]}:`),
    para(
      `I write on behalf of ${joinNames(matter.plaintiffs)} to follow up on our meet-and-confer call of September 29 regarding ${company}’s responses to Plaintiff’s First Set of Requests for the Production of Documents. As discussed, several categories of documents remain outstanding, and the current production does not include the custodial files of the individuals most involved in the revenue practices at issue.`,
      { indent: true },
    ),
    heading('Outstanding Requests', 2),
    para('The table below summarises where each open request stands after our call.'),
    simpleTable(
      ['Request No.', 'Subject', 'Status'],
      [
        ['4', 'Side letters and return rights granted to distribution partners', 'Not produced'],
        ['7', 'Quarter-end shipment and returns logs', 'Partially produced'],
        ['11', 'Audit committee minutes and materials', 'Withheld as privileged; no log'],
        ['15', `Communications of ${individualDefendant(matter)} about revenue`, 'Not produced'],
      ],
    ),
    heading('Next Steps', 2),
    para(
      `Please confirm by October 13 that ${company} will produce the documents responsive to Requests 4, 7 and 15 by October 27, and serve a privilege log for Request 11. Absent that confirmation, we intend to raise these issues with the Court by letter motion under Judge ${judgeSurname}’s Individual Practices.`,
      { indent: true },
    ),
    para('We remain available to confer further at your convenience.', { indent: true }),
    para('Sincerely,', { after: 480 }),
    para(DEMO_FIRM.partner, { after: 0 }),
    para(DEMO_FIRM.name, { after: 240 }),
    para(`cc: ${DEMO_FIRM.associate}`),
  ])
  return await packDocx(document)
}
