// A notice of deposition of the individual defendant under Rules 26 and 30.
import { TextRun } from 'docx'
import { joinNames } from './caption'
import { heading, packDocx, para, simpleTable, wordDocument } from './docx'
import { type DemoMatterText, DEMO_FIRM, honorable, individualDefendant } from './types'

/** The notice as .docx bytes: caption, notice, a table of the deposition's particulars, signature. */
export async function depositionNoticeDocx(matter: DemoMatterText): Promise<Uint8Array> {
  const deponent = individualDefendant(matter)
  const plaintiff = matter.plaintiffs.length > 1 ? 'Plaintiffs' : 'Plaintiff'
  const document = wordDocument(`Notice of Deposition of ${deponent}, ${matter.name}`, [
    para([new TextRun({ text: 'UNITED STATES DISTRICT COURT', bold: true })], {
      center: true,
      after: 0,
    }),
    para([new TextRun({ text: matter.court.toUpperCase(), bold: true })], {
      center: true,
      after: 240,
    }),
    simpleTable(
      [matter.name, `Case No. ${matter.docketNumber}`],
      [
        [
          `${joinNames(matter.plaintiffs)}, ${plaintiff}, v. ${joinNames(matter.defendants)}, Defendants.`,
          honorable(matter.judge),
        ],
      ],
    ),
    heading(`NOTICE OF DEPOSITION OF ${deponent.toUpperCase()}`),
    para(
      `PLEASE TAKE NOTICE that, pursuant to Rules 26 and 30 of the Federal Rules of Civil Procedure, ${plaintiff} will take the deposition upon oral examination of ${deponent}, before a notary public or other officer authorised to administer oaths, at the date, time and place set out below. The deposition will continue from day to day until completed, subject to the limits of Rule 30(d)(1).`,
      { indent: true },
    ),
    heading('Particulars', 2),
    simpleTable(
      ['Item', 'Details'],
      [
        ['Deponent', deponent],
        ['Date', 'Tuesday, November 18, 2025'],
        ['Time', '9:30 a.m. Eastern Time'],
        ['Location', `${DEMO_FIRM.name}, ${DEMO_FIRM.address.join(', ')}`],
        ['Recording', 'Stenographic, audio and video; real-time transcription (LiveNote)'],
      ],
    ),
    heading('Documents to Be Produced', 2),
    para(
      `The deponent is requested to bring to the deposition any calendars, notes or personal files concerning the revenue practices alleged in the Complaint that have not already been produced.`,
      { indent: true },
    ),
    para('Dated: New York, New York', { after: 0 }),
    para('October 20, 2025', { after: 360 }),
    para(DEMO_FIRM.name.toUpperCase(), { after: 0 }),
    para(`By: /s/ ${DEMO_FIRM.partner}`, { after: 0 }),
    para(DEMO_FIRM.associate, { after: 0 }),
    ...DEMO_FIRM.address.map((line) => para(line, { after: 0 })),
    para(`Counsel for ${plaintiff}`, { after: 240 }),
    para(`TO: ${DEMO_FIRM.opposingCounsel}, ${DEMO_FIRM.opposingFirm}, Counsel for Defendants`),
  ])
  return await packDocx(document)
}
