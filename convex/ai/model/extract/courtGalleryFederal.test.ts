// Court headings as the federal, national and territorial courts print them (session 23): district
// and bankruptcy courts with their divisions and seats, the courts of appeals, the Court of Federal
// Claims, the Tax Court, the Court of International Trade, the Veterans and Armed Forces courts, a
// bankruptcy appellate panel, and the courts of Guam, the Virgin Islands and the Northern Mariana
// Islands. Every name and number is invented; each case is one heading.
import { type GalleryCase, runGallery } from './gallery.harness'

const BODY = '\n\nORDER ON MOTION TO DISMISS\n\nThis matter comes before the Court on the motion.\n'

const FEDERAL_AND_NATIONAL: GalleryCase[] = [
  {
    name: 'federal district court with its division',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT\nFOR THE MIDDLE DISTRICT OF FLORIDA\nTAMPA DIVISION\n\nCORINNE SHAW,\n  Plaintiff,\nv.                                   Case No. 8:21-cv-01234-WFJ-AAS\nGULF BREEZE LENDING, LLC,\n  Defendant.${BODY}`,
    ],
    court: 'United States District Court for the Middle District of Florida',
  },
  {
    name: 'federal district court, "AT" a seat (W.D. Wash.)',
    pages: [
      `UNITED STATES DISTRICT COURT\nWESTERN DISTRICT OF WASHINGTON\nAT TACOMA\n\nIVAN PETROV,           CASE NO. 3:21-cv-05123-BHS\n  Plaintiff,\nv.\nCASCADE FREIGHT, INC.,${BODY}`,
    ],
    court: 'United States District Court for the Western District of Washington',
  },
  {
    name: 'bankruptcy court with its division and chapter',
    pages: [
      `UNITED STATES BANKRUPTCY COURT\nNORTHERN DISTRICT OF TEXAS\nDALLAS DIVISION\n\nIn re:                               §    Chapter 11\nLONE STAR PETROLEUM HOLDINGS, LLC,   §    Case No. 20-31234-sgj11\n  Debtor.                            §${BODY}`,
    ],
    court: 'United States Bankruptcy Court for the Northern District of Texas',
  },
  {
    name: 'Court of Federal Claims',
    pages: [
      `In the United States Court of Federal Claims\n\nNo. 20-1234C\n(Filed: March 3, 2021)\n\n*****************************\nSENTINEL DEFENSE SYSTEMS, INC., *\n  Plaintiff,                    *\nv.                              *\nTHE UNITED STATES,              *\n  Defendant.                    *${BODY}`,
    ],
    court: 'United States Court of Federal Claims',
  },
  {
    name: 'Tax Court',
    pages: [
      `UNITED STATES TAX COURT\n\nHAROLD AND JUNE PIKE,     )\n  Petitioners,            )\nv.                        )   Docket No. 12345-19\nCOMMISSIONER OF INTERNAL  )\nREVENUE,                  )\n  Respondent.             )${BODY}`,
    ],
    court: 'United States Tax Court',
  },
  {
    name: 'Court of Appeals for the Federal Circuit',
    pages: [
      `United States Court of Appeals\nfor the Federal Circuit\n______________________\n\nKESTREL OPTICS LLC,\nAppellant\n\nv.\n\nLUMEN DEVICES, INC.,\nAppellee\n______________________\n\n2021-1234\n______________________${BODY}`,
    ],
    court: 'United States Court of Appeals for the Federal Circuit',
  },
  {
    name: 'Court of International Trade',
    pages: [
      `UNITED STATES COURT OF INTERNATIONAL TRADE\n\nPACIFIC STEEL IMPORTS, INC.,\n  Plaintiff,\nv.                                  Court No. 21-00123\nUNITED STATES,\n  Defendant.${BODY}`,
    ],
    court: 'United States Court of International Trade',
  },
  {
    name: 'territorial court: District Court of the Virgin Islands, division',
    pages: [
      `DISTRICT COURT OF THE VIRGIN ISLANDS\nDIVISION OF ST. THOMAS AND ST. JOHN\n\nANDRE CHARLES,\n  Plaintiff,\nv.                              Civil Action No. 2021-0012\nCARIBBEAN SHORES RESORT, LLC,\n  Defendant.${BODY}`,
    ],
    court: 'District Court of the Virgin Islands',
  },
  {
    name: 'territorial court: District Court of Guam',
    pages: [
      `IN THE DISTRICT COURT OF GUAM\n\nMARIA T. CRUZ,          CIVIL CASE NO. 21-00012\n  Plaintiff,\nvs.\nISLAND POWER AUTHORITY,\n  Defendant.${BODY}`,
    ],
    court: 'District Court of Guam',
  },
  {
    name: 'federal district court for Puerto Rico',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF PUERTO RICO\n\nLUIS RIVERA-ORTIZ,\n  Plaintiff,\nv.                          CIVIL NO. 21-1234 (ADC)\nISLA VERDE HOTELS, INC.,\n  Defendant.${BODY}`,
    ],
    court: 'United States District Court for the District of Puerto Rico',
  },
  {
    name: 'territorial court: Superior Court of the Virgin Islands',
    pages: [
      `IN THE SUPERIOR COURT OF THE VIRGIN ISLANDS\nDIVISION OF ST. CROIX\n\nKAREN JOSEPH,             CASE NO. SX-2021-CV-00123\n  Plaintiff,\nv.\nCRUCIAN BUILDERS, INC.,\n  Defendant.${BODY}`,
    ],
    court: 'Superior Court of the Virgin Islands',
  },
  {
    name: 'a party named Guam in a federal court is no territorial court',
    pages: [
      `UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF HAWAII\n\nPACIFIC TUNA, LLC,\n  Plaintiff,\nv.                       CIVIL NO. 21-00123\nGOVERNMENT OF GUAM,\n  Defendant.\n\nThe case was first filed in the Superior Court of Guam.${BODY}`,
    ],
    court: 'United States District Court for the District of Hawaii',
  },
  {
    name: 'Bankruptcy Appellate Panel of a circuit',
    pages: [
      `UNITED STATES BANKRUPTCY APPELLATE PANEL\nOF THE NINTH CIRCUIT\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'United States Bankruptcy Appellate Panel of the Ninth Circuit',
  },
  {
    name: 'Court of Appeals for Veterans Claims',
    pages: [
      `UNITED STATES COURT OF APPEALS FOR VETERANS CLAIMS\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'United States Court of Appeals for Veterans Claims',
  },
  {
    name: 'Court of Appeals for the Armed Forces',
    pages: [
      `UNITED STATES COURT OF APPEALS\nFOR THE ARMED FORCES\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'United States Court of Appeals for the Armed Forces',
  },
  {
    name: 'District Court for the Northern Mariana Islands',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT\nFOR THE NORTHERN MARIANA ISLANDS\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'District Court for the Northern Mariana Islands',
  },
]

runGallery('court gallery: federal, national and territorial courts', FEDERAL_AND_NATIONAL)
