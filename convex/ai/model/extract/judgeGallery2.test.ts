// Judges as US courts print them, a second gallery (session 23): signature blocks in the order
// the courts lay them out (closing words, date, rule, name, title), circuit panels and their
// author lines, state trial signatures with the title over or under the name, and court records'
// judge rows. Every name and number is invented; each case is one form, cut to its lines.
import { type GalleryCase, runGallery } from './gallery.harness'

const ORDER = 'Before the Court is the motion. The motion is GRANTED.\n\n'
const OPINION = 'The plaintiff appeals the judgment. We affirm.\n\n'

const DISTRICT: GalleryCase[] = [
  {
    name: 'S.D.N.Y.: "SO ORDERED." then the place and date, a rule, the name, the title',
    pages: [
      `${ORDER}SO ORDERED.\n\nDated: New York, New York\n       May 3, 2021\n\n______________________________\nCORDELIA M. HASKINS\nUnited States District Judge\n`,
    ],
    judge: 'Cordelia M. Haskins',
  },
  {
    name: '"IT IS SO ORDERED." then the date, then the name over the title',
    pages: [
      `${ORDER}IT IS SO ORDERED.\n\nDate: August 12, 2020\n\nBenedict R. Szalay\nUnited States District Judge\n`,
    ],
    judge: 'Benedict R. Szalay',
  },
  {
    name: 'C.D. Cal.: "HONORABLE NAME" over "UNITED STATES DISTRICT JUDGE"',
    pages: [
      `${ORDER}IT IS SO ORDERED.\n\nDATED: October 9, 2019\n\n____________________________________\nHONORABLE FABIAN T. OKORO\nUNITED STATES DISTRICT JUDGE\n`,
    ],
    judge: 'Fabian T. Okoro',
  },
  {
    name: 'a date and the signature on one line, the title under the name',
    pages: [
      `${ORDER}IT IS SO ORDERED.\n\nDated: March 3, 2022            ________________________\n                                HON. LORETTA J. VANCE\n                                United States District Judge\n`,
    ],
    judge: 'Loretta J. Vance',
  },
  {
    name: 'N.D. Ill.: "ENTER:" over the rule and the name',
    pages: [
      `${ORDER}ENTER:\n\n_________________________\nVirgil A. Castellano\nUnited States District Judge\n\nDated: June 1, 2018\n`,
    ],
    judge: 'Virgil A. Castellano',
  },
  {
    name: 'a senior judge’s title in capitals',
    pages: [
      `${ORDER}IT IS SO ORDERED.\n\n/s/ Archibald P. Renwick\nARCHIBALD P. RENWICK\nSENIOR UNITED STATES DISTRICT JUDGE\n`,
    ],
    judge: 'Archibald P. Renwick',
  },
  {
    name: 'a chief judge: "Chief United States District Judge"',
    pages: [
      `${ORDER}SO ORDERED.\n\ns/ Imogen K. Farrow\nImogen K. Farrow\nChief United States District Judge\n`,
    ],
    judge: 'Imogen K. Farrow',
  },
  {
    name: 'D.N.J.: "HON. NAME, U.S.D.J." closing the order',
    pages: [
      `${ORDER}IT IS on this 4th day of May, 2021, ORDERED that the motion is GRANTED.\n\nHON. PERCIVAL D. ASHWORTH, U.S.D.J.\n`,
    ],
    judge: 'Percival D. Ashworth',
  },
  {
    name: 'a magistrate’s report and recommendation: the magistrate is its author',
    pages: [
      `REPORT AND RECOMMENDATION\n\nThis matter was referred to the undersigned. For the reasons below, the undersigned recommends that the motion be denied.\n\nAny party may object within fourteen days.\n\ns/ Greer T. Abernathy\nGreer T. Abernathy\nUnited States Magistrate Judge\n`,
    ],
    judge: 'Greer T. Abernathy',
  },
  {
    name: 'a referral to a magistrate in an order the district judge signs',
    pages: [
      `${ORDER}This case is referred to Magistrate Judge Lionel B. Ferrante for all pretrial proceedings.\n\nIT IS SO ORDERED.\n\n/s/ Ottilie W. Brandt\nOttilie W. Brandt\nUnited States District Judge\n`,
    ],
    judge: 'Ottilie W. Brandt',
  },
  {
    name: 'bankruptcy: "Dated:" then "/s/" name and "United States Bankruptcy Judge"',
    pages: [
      `In re: HIGHLAND CREEK BAKERY, INC.,  Case No. 19-10422\n  Debtor.  Chapter 7\n\n${ORDER}Dated: February 14, 2020\n\n/s/ Rosalind F. Quist\nUnited States Bankruptcy Judge\n`,
    ],
    judge: 'Rosalind F. Quist',
  },
  {
    name: 'bankruptcy: the court’s stamp "Signed" line and the judge under it',
    pages: [`${ORDER}###\n\nSigned: April 2, 2019\n\nCaspian L. Moreau\nU.S. Bankruptcy Judge\n`],
    judge: 'Caspian L. Moreau',
  },
]

const CIRCUIT: GalleryCase[] = [
  {
    name: 'a circuit panel and "PER CURIAM:" name no author',
    pages: [
      `Before: ALVAREZ, BECKWITH and CHANDRA, Circuit Judges.\n\nPER CURIAM:\n\n${OPINION}AFFIRMED.\n`,
    ],
    judge: null,
  },
  {
    name: 'D.C. Circuit: "Opinion for the Court filed by Circuit Judge X."',
    pages: [
      `Before: HOLLINGSWORTH, DESAI, and KOWALSKI, Circuit Judges.\n\nOpinion for the Court filed by Circuit Judge DESAI.\n\nDissenting opinion filed by Circuit Judge HOLLINGSWORTH.\n\n${OPINION}`,
    ],
    judge: 'Desai',
  },
  {
    name: 'Federal Circuit: "SURNAME, Circuit Judge." heading the opinion after the panel',
    pages: [
      `Before LANDRY, OSTERHOUT, and PRAKASH, Circuit Judges.\n\nOSTERHOUT, Circuit Judge.\n\n${OPINION}`,
    ],
    judge: 'Osterhout',
  },
  {
    name: 'Fifth Circuit: the author’s full name and "Circuit Judge:"',
    pages: [
      `Before QUINTERO, MALLOY, and RASMUSSEN, Circuit Judges.\n\nEVELYN BROOKE MALLOY, Circuit Judge:\n\n${OPINION}`,
    ],
    judge: 'Evelyn Brooke Malloy',
  },
  {
    name: 'Ninth Circuit: "Opinion by Judge X;" and a dissent named after it',
    pages: [
      `Before: Harlan P. Wexford, Sunita Raman, and Jorge L. Ybarra, Circuit Judges.\n\nOpinion by Judge Raman;\nDissent by Judge Wexford\n\n${OPINION}`,
    ],
    judge: 'Raman',
  },
  {
    name: 'Fourth Circuit: "Judge X wrote the opinion, in which Judge Y … joined."',
    pages: [
      `Before THORNBURY, VILLANUEVA, and ACHESON, Circuit Judges.\n\nAffirmed by published opinion. Judge Villanueva wrote the opinion, in which Judge Thornbury and Judge Acheson joined.\n\n${OPINION}`,
    ],
    judge: 'Villanueva',
  },
  {
    name: 'Fourth Circuit: "Affirmed by unpublished per curiam opinion."',
    pages: [
      `Before THORNBURY and ACHESON, Circuit Judges, and KEMPF, Senior Circuit Judge.\n\nAffirmed by unpublished per curiam opinion.\n\n${OPINION}`,
    ],
    judge: null,
  },
  {
    name: 'Second Circuit summary order: "PRESENT:" the panel, the clerk signs for the court',
    pages: [
      `At a stated term of the United States Court of Appeals for the Second Circuit, held at the Thurgood Marshall United States Courthouse.\n\nPRESENT:\n  ROSAMUND E. PIKE,\n  DESMOND O. ACHEBE,\n  HILARY J. STANTON,\n    Circuit Judges.\n\n${OPINION}FOR THE COURT:\nMarisa Delgado-Finch, Clerk of Court\n`,
    ],
    judge: null,
  },
  {
    name: 'Supreme Court: "X, C.J., delivered the opinion of the Court, in which … joined"',
    pages: [
      `WHITAKER, C.J., delivered the opinion of the Court, in which ALCOTT, BRENNER, and DUVALL, JJ., joined. ESPINOZA, J., filed a dissenting opinion.\n\n${OPINION}`,
    ],
    judge: 'Whitaker',
  },
  {
    name: 'a summary: "Judge X wrote for the court"',
    pages: [
      `The court of appeals affirmed. Judge Penhallow wrote for the court, joined by two colleagues.\n`,
    ],
    judge: 'Penhallow',
  },
]

const STATE: GalleryCase[] = [
  {
    name: 'Illinois circuit court: the name over "JUDGE OF THE CIRCUIT COURT"',
    pages: [
      `${ORDER}ENTERED this 5th day of June, 2020.\n\n_____________________________\nHAROLD V. MCALLISTER\nJUDGE OF THE CIRCUIT COURT\n`,
    ],
    judge: 'Harold V. McAllister',
  },
  {
    name: 'Cook County: "ENTERED:" then "Judge Name" and the judge’s number',
    pages: [`${ORDER}ENTERED:\n\nJudge Priscilla M. Okonjo, No. 2147\n`],
    judge: 'Priscilla M. Okonjo',
  },
  {
    name: 'California: "JUDGE OF THE SUPERIOR COURT" with the name typed under it',
    pages: [
      `${ORDER}IT IS SO ORDERED.\n\nDated: July 7, 2021      ____________________________\n                          JUDGE OF THE SUPERIOR COURT\n                          Reginald T. Abernethy\n`,
    ],
    judge: 'Reginald T. Abernethy',
  },
  {
    name: 'Florida: "DONE AND ORDERED in Chambers" then the name over "CIRCUIT JUDGE"',
    pages: [
      `${ORDER}DONE AND ORDERED in Chambers at Tampa, Hillsborough County, Florida, this 2nd day of March, 2020.\n\n________________________\nMAXINE L. DELACORTE\nCIRCUIT JUDGE\n\nCopies furnished to: counsel of record\n`,
    ],
    judge: 'Maxine L. Delacorte',
  },
  {
    name: 'Ohio: "JUDGE NAME" on the signature line',
    pages: [
      `${ORDER}IT IS SO ORDERED.\n\n______________________________\nJUDGE ROLAND E. KESSLER\n`,
    ],
    judge: 'Roland E. Kessler',
  },
  {
    name: 'Georgia: "HON. NAME" over "Judge, Superior Court of X County"',
    pages: [
      `${ORDER}SO ORDERED this 8th day of January, 2021.\n\n______________________________\nHON. CLEMENTINE B. HOLLIS\nJudge, Superior Court of Elm County\n`,
    ],
    judge: 'Clementine B. Hollis',
  },
  {
    name: 'Michigan: "Hon. Name, Circuit Court Judge (P12345)" with the bar number',
    pages: [
      `${ORDER}Date: May 5, 2022\n\n________________________\nHon. Lucian F. Draper (P41227)\nCircuit Court Judge\n`,
    ],
    judge: 'Lucian F. Draper',
  },
  {
    name: 'Louisiana: "JUDGMENT READ, RENDERED AND SIGNED" then "JUDGE NAME"',
    pages: [
      `JUDGMENT\n${ORDER}JUDGMENT READ, RENDERED AND SIGNED in Gretna, Louisiana, this 3rd day of June, 2019.\n\n__________________________\nJUDGE ADELINE T. FONTENOT\nDIVISION "B"\n`,
    ],
    judge: 'Adeline T. Fontenot',
  },
  {
    name: 'Texas: "SIGNED on" the date, "JUDGE PRESIDING" with the name typed under it',
    pages: [
      `${ORDER}SIGNED on this the 11th day of September, 2020.\n\n_________________________\nJUDGE PRESIDING\nWillard K. Stroud\n`,
    ],
    judge: 'Willard K. Stroud',
  },
  {
    name: 'Massachusetts SJC: "Present:" the justices, then "SURNAME, J." opening the opinion',
    pages: [
      `Present: Albrecht, C.J., Gorski, Mendez, Tallis, & Yoon, JJ.\n\nGORSKI, J.\n\n${OPINION}`,
    ],
    judge: 'Gorski',
  },
  {
    name: 'New York Appellate Division: "PRESENT:" the justices and a memorandum without author',
    pages: [
      `PRESENT: ABERNATHY, J.P., COLLINS, DUFRESNE, AND ESTRADA, JJ.\n\nMEMORANDUM AND ORDER\n\nIt is hereby ORDERED that the order so appealed from is unanimously affirmed without costs.\n\nMemorandum: ${OPINION}`,
    ],
    judge: null,
  },
]

const RECORDS: GalleryCase[] = [
  {
    name: 'a court record’s "Presiding Judge:" row',
    pages: [
      `CASE SUMMARY\nCase No. 2021-CV-00871\nCase Type: Contract\nPresiding Judge: Honorable Thaddeus R. Whitlock\nDate Filed: 03/15/2021\n`,
    ],
    judge: 'Thaddeus R. Whitlock',
  },
  {
    name: 'an Odyssey case record: "Judge: Hon. X" among the case fields',
    pages: [
      `Case Information\nCase Number: 21-CI-01142\nCourt: Circuit\nJudge: Hon. Beatrix L. Ramsey\nFile Date: 04/02/2021\nCase Status: Open\n`,
    ],
    judge: 'Beatrix L. Ramsey',
  },
  {
    name: 'a CM/ECF sheet: "Assigned to: Judge X" and "Referred to: Magistrate Judge Y"',
    pages: [
      `U.S. District Court\nDistrict of Oregon (Portland)\nCIVIL DOCKET FOR CASE #: 3:21-cv-00455\n\nFerris v. Cascade Mills, Inc.\nAssigned to: Judge Wilhelmina S. Ortega\nReferred to: Magistrate Judge Corbin J. Vale\nDate Filed: 03/19/2021\n`,
    ],
    judge: 'Wilhelmina S. Ortega',
  },
  {
    name: 'a complaint whose caption leaves the judge’s slot blank',
    pages: [
      `UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF MICHIGAN\n\nDOROTHEA PELL,\n  Plaintiff,\nv.  Case No. ____________\n  Hon. ____________\nLAKESHORE FREIGHT, INC.,\n  Defendant.\n\nCOMPLAINT AND JURY DEMAND\n\nPlaintiff states as follows.\n`,
    ],
    judge: null,
  },
  {
    name: 'a complaint whose caption names the assigned judge under the number',
    pages: [
      `UNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF MICHIGAN\n\nDOROTHEA PELL,\n  Plaintiff,  Case No. 2:21-cv-10455\nv.  Hon. Sylvester K. Amadi\nLAKESHORE FREIGHT, INC.,\n  Defendant.\n\nFIRST AMENDED COMPLAINT\n\nPlaintiff states as follows.\n`,
    ],
    judge: 'Sylvester K. Amadi',
  },
]

const HEADINGS: GalleryCase[] = [
  {
    name: 'S.D.N.Y. opinion: "NAME, United States District Judge:" opening the text',
    pages: [
      `OPINION AND ORDER\n\nMARGUERITE T. OYELOWO, United States District Judge:\n\nPlaintiff brings this action under the Fair Labor Standards Act. The motion is GRANTED.\n`,
    ],
    judge: 'Marguerite T. Oyelowo',
  },
  {
    name: 'D. Del. memorandum: "SURNAME, District Judge:" opening the text',
    pages: [
      `MEMORANDUM OPINION\n\nDRUMMOND, District Judge:\n\nPending before the Court is the motion. The motion is GRANTED.\n`,
    ],
    judge: 'Drummond',
  },
  {
    name: 'D.N.J. opinion: "NAME, U.S.D.J.:" opening the text',
    pages: [
      `OPINION\n\nSEBASTIAN R. KOWALCZYK, U.S.D.J.:\n\nThis matter comes before the Court on the motion. The motion is DENIED.\n`,
    ],
    judge: 'Sebastian R. Kowalczyk',
  },
  {
    name: 'D. Mass. memorandum: "SURNAME, J." under the heading',
    pages: [
      `MEMORANDUM AND ORDER ON DEFENDANT'S MOTION TO DISMISS\n\nTALBOT, J.\n\nThe plaintiff sues the town. The motion is ALLOWED.\n`,
    ],
    judge: 'Talbot',
  },
  {
    name: 'Third Circuit: "OPINION OF THE COURT" then "SURNAME, Circuit Judge."',
    pages: [`OPINION OF THE COURT\n\nLINDGREN, Circuit Judge.\n\n${OPINION}`],
    judge: 'Lindgren',
  },
  {
    name: 'Sixth Circuit: "X, J., delivered the opinion of the court in which Y and Z, JJ., joined."',
    pages: [
      `BEFORE: ASHCROFT, BELLAMY, and CORRIGAN, Circuit Judges.\n\nBELLAMY, J., delivered the opinion of the court in which ASHCROFT and CORRIGAN, JJ., joined.\n\n${OPINION}`,
    ],
    judge: 'Bellamy',
  },
  {
    name: 'Ninth Circuit memorandum disposition: the panel, "MEMORANDUM*", no author',
    pages: [
      `Before: DUNMORE, FALKENRATH, and GUTIERREZ, Circuit Judges.\n\nMEMORANDUM*\n\n${OPINION}`,
    ],
    judge: null,
  },
  {
    name: 'New York Court of Appeals: "SURNAME, J.:" heading the opinion',
    pages: [
      `OPINION\n\nHALVERSEN, J.:\n\n${OPINION}Chief Judge Marsh and Judges Oduya, Prentiss and Quayle concur.\n`,
    ],
    judge: 'Halversen',
  },
  {
    name: 'Ohio Supreme Court: "SURNAME, J." then "{¶ 1}"',
    pages: [`PELLEGRINO, J.\n\n{¶ 1} In this appeal, we consider the statute. We affirm.\n`],
    judge: 'Pellegrino',
  },
  {
    name: 'Michigan Supreme Court: "BEFORE THE ENTIRE BENCH" then "SURNAME, J."',
    pages: [`BEFORE THE ENTIRE BENCH\n\nVANDERMEER, J.\n\n${OPINION}`],
    judge: 'Vandermeer',
  },
  {
    name: 'a state supreme court’s "PER CURIAM." after "BEFORE THE ENTIRE BENCH"',
    pages: [`BEFORE THE ENTIRE BENCH\n\nPER CURIAM.\n\n${OPINION}`],
    judge: null,
  },
]

const MORE_SIGNATURES: GalleryCase[] = [
  {
    name: 'E.D. Tex.: "SIGNED this" day, a rule, the name with "III" over the title',
    pages: [
      `${ORDER}SIGNED this 3rd day of May, 2021.\n\n____________________________________\nROLAND W. HAVERSTOCK III\nUNITED STATES DISTRICT JUDGE\n`,
    ],
    judge: 'Roland W. Haverstock III',
  },
  {
    name: 'a name with "JR." in the signature',
    pages: [
      `${ORDER}SO ORDERED.\n\n/s/ Thaddeus M. Colquitt, Jr.\nTHADDEUS M. COLQUITT, JR.\nUnited States District Judge\n`,
    ],
    judge: 'Thaddeus M. Colquitt, Jr.',
  },
  {
    name: 'N.D. Ga. bankruptcy: "U.S. Bankruptcy Court Judge" under the name',
    pages: [
      `IT IS ORDERED as set forth below:\n\nDate: May 3, 2021\n\n_________________________________\nPhilippa N. Easterbrook\nU.S. Bankruptcy Court Judge\n\n${ORDER}`,
    ],
    judge: 'Philippa N. Easterbrook',
  },
  {
    name: 'New York: "ENTER:" then "HON. NAME" over "J.S.C." on the next line',
    pages: [
      `${ORDER}Dated: May 3, 2021\n\nENTER:\n\n_____________________\nHON. ISADORA P. KLEIN\nJ.S.C.\n`,
    ],
    judge: 'Isadora P. Klein',
  },
  {
    name: 'Pennsylvania: "BY THE COURT:" over "NAME, P.J."',
    pages: [`${ORDER}BY THE COURT:\n\n_______________________\nCORNELIUS A. BRANDT, P.J.\n`],
    judge: 'Cornelius A. Brandt',
  },
  {
    name: 'Minnesota: the name over "Judge of District Court"',
    pages: [
      `${ORDER}BY THE COURT:\n\n_______________________\nAstrid L. Nygaard\nJudge of District Court\n`,
    ],
    judge: 'Astrid L. Nygaard',
  },
  {
    name: 'Kentucky: "NAME, JUDGE" over the circuit court’s name',
    pages: [
      `${ORDER}SO ORDERED this 3rd day of May, 2021.\n\n_______________________\nWALLACE D. PRUITT, JUDGE\nJEFFERSON CIRCUIT COURT\n`,
    ],
    judge: 'Wallace D. Pruitt',
  },
  {
    name: 'Washington: "JUDGE NAME" under the rule after "DATED this"',
    pages: [
      `${ORDER}DATED this 3rd day of May, 2021.\n\n_______________________\nJUDGE Ingeborg T. Solheim\n`,
    ],
    judge: 'Ingeborg T. Solheim',
  },
  {
    name: 'Oregon eCourt: "Circuit Court Judge Name" under the signing time',
    pages: [
      `${ORDER}Signed: 5/3/2021 01:22 PM\n\n______________________________\nCircuit Court Judge Delphine A. Marsh\n`,
    ],
    judge: 'Delphine A. Marsh',
  },
  {
    name: 'a state e-signature: "Digitally signed by NAME" over the title',
    pages: [
      `${ORDER}IT IS SO ORDERED.\n\nDigitally signed by Barnaby J. Oyelaran\nDistrict Judge\nDate: 2021.05.03 14:22:10 -05:00\n`,
    ],
    judge: 'Barnaby J. Oyelaran',
  },
]

runGallery('judge gallery 2: federal district, magistrate and bankruptcy signatures', DISTRICT)
runGallery('judge gallery 2: circuit panels and authors', CIRCUIT)
runGallery('judge gallery 2: state signatures and authors', STATE)
runGallery('judge gallery 2: court records and captions', RECORDS)
runGallery('judge gallery 2: opinion headings', HEADINGS)
runGallery('judge gallery 2: more signature blocks', MORE_SIGNATURES)
