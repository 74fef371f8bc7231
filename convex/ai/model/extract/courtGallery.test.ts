// Court headings as US courts print them, court by court (session 23): state trial courts in their
// own states' styles (judicial circuits "in and for" a county, a county line over the court, a
// Massachusetts "ss." venue, Texas's numbered district under the county, Louisiana's parishes,
// Illinois's departments and divisions) and state appellate and supreme courts; the federal,
// national and territorial courts are in courtGalleryFederal.test.ts. Every name and number is
// invented; each case is one heading, cut to the lines that carry it.
import { type GalleryCase, runGallery } from './gallery.harness'

const BODY = '\n\nORDER ON MOTION TO DISMISS\n\nThis matter comes before the Court on the motion.\n'

const STATE_TRIAL: GalleryCase[] = [
  {
    name: 'Florida: circuit court of a numbered judicial circuit in and for a county',
    pages: [
      `IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT\nIN AND FOR ORANGE COUNTY, FLORIDA\n\nCASE NO.: 2019-CA-001234-O\n\nMARTA QUILES,\n  Plaintiff,\nv.\nSUNCOAST PAVING, LLC,\n  Defendant.\n_____________________/${BODY}`,
    ],
    court: 'Circuit Court of the Ninth Judicial Circuit in and for Orange County, Florida',
  },
  {
    name: 'California: superior court, county on the next line',
    pages: [
      `SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF SAN DIEGO\n\nALMA VEGA,          Case No. 37-2021-00012345-CU-OE-CTL\n  Plaintiff,\nv.\nHARBORVIEW FOODS, INC.,\n  Defendant.${BODY}`,
    ],
    court: 'Superior Court of the State of California, County of San Diego',
  },
  {
    name: 'South Carolina: state and county lines over the Court of Common Pleas',
    pages: [
      `STATE OF SOUTH CAROLINA        )     IN THE COURT OF COMMON PLEAS\n                               )\nCOUNTY OF GREENVILLE           )     C/A No.: 2020-CP-23-01234\n                               )\nWILLA PRUITT,                  )\n  Plaintiff,                   )\nv.                             )     SUMMONS\nPIEDMONT MILLS, INC.,          )\n  Defendant.                   )${BODY}`,
    ],
    court: 'Court of Common Pleas, County of Greenville, South Carolina',
  },
  {
    name: 'Massachusetts: Commonwealth, a county venue "ss.", the Superior Court',
    pages: [
      `COMMONWEALTH OF MASSACHUSETTS\n\nMIDDLESEX, ss.                         SUPERIOR COURT\n                                       CIVIL ACTION NO. 2181CV00123\n\nLEONA FITCH,\n  Plaintiff,\nv.\nBAYSTATE ROOFING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Massachusetts Superior Court, Middlesex County',
  },
  {
    name: 'New York: supreme court, county line, index number',
    pages: [
      `SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF KINGS\n---------------------------------------X\nTOVAH GREENBERG,                          Index No. 512345/2021\n  Plaintiff,\n  -against-\nATLANTIC AVENUE REALTY LLC,\n  Defendant.\n---------------------------------------X${BODY}`,
    ],
    court: 'Supreme Court of the State of New York, County of Kings',
  },
  {
    name: 'Texas: district court of a county, numbered judicial district under it',
    pages: [
      `CAUSE NO. D-1-GN-20-001234\n\nRAFAEL OCHOA,             §     IN THE DISTRICT COURT OF\n  Plaintiff,              §\nv.                        §     TRAVIS COUNTY, TEXAS\nLONGHORN STORAGE, INC.,   §\n  Defendant.              §     201ST JUDICIAL DISTRICT${BODY}`,
    ],
    // As the corpus's labels name it: the county's district court (courts.ts SIDE_PART).
    court: 'District Court of Travis County, Texas',
  },
  {
    name: 'Texas: "IN THE __ JUDICIAL DISTRICT COURT OF HARRIS COUNTY"',
    pages: [
      `CAUSE NO. 2020-12345\n\nDELIA MORENO              §     IN THE 152ND JUDICIAL\nv.                        §     DISTRICT COURT OF\nBAYOU CITY TOWING, LLC    §     HARRIS COUNTY, TEXAS${BODY}`,
    ],
    court: '152nd Judicial District Court of Harris County, Texas',
  },
  {
    name: 'Louisiana: numbered judicial district court for a parish',
    pages: [
      `CIVIL DISTRICT COURT FOR THE PARISH OF ORLEANS\nSTATE OF LOUISIANA\n\nNO. 2021-01234                                    DIVISION "K"\n\nEMILE BROUSSARD\nVERSUS\nCRESCENT MARINE SERVICES, L.L.C.${BODY}`,
    ],
    court: 'Civil District Court for the Parish of Orleans, State of Louisiana',
  },
  {
    name: 'Louisiana: "__ JUDICIAL DISTRICT COURT FOR THE PARISH OF"',
    pages: [
      `24TH JUDICIAL DISTRICT COURT FOR THE PARISH OF JEFFERSON\nSTATE OF LOUISIANA\n\nNO. 812-345                                        DIVISION "F"\n\nCLAIRE THIBODEAUX\nVERSUS\nGULF SOUTH ELECTRIC, INC.${BODY}`,
    ],
    court: '24th Judicial District Court for the Parish of Jefferson, State of Louisiana',
  },
  {
    name: 'Illinois: circuit court of Cook County, department and division line',
    pages: [
      `IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nCOUNTY DEPARTMENT, CHANCERY DIVISION\n\nNORTH SHORE CONDOMINIUM ASSOCIATION,  )\n  Plaintiff,                          )\nv.                                    )   No. 2021 CH 01234\nLAKEVIEW MANAGEMENT, INC.,            )\n  Defendant.                          )${BODY}`,
    ],
    // As galleryStates names Cook County's departments' courts: the circuit court.
    court: 'Circuit Court of Cook County, Illinois',
  },
  {
    name: 'Illinois: circuit court of a numbered judicial circuit, county after it',
    pages: [
      `IN THE CIRCUIT COURT OF THE EIGHTEENTH JUDICIAL CIRCUIT\nDUPAGE COUNTY, ILLINOIS\n\nGRETA LINDQVIST,   )\n  Plaintiff,       )   Case No. 2020 L 000123\nv.                 )\nPRAIRIE AUTO, INC. )${BODY}`,
    ],
    court: 'Circuit Court of the Eighteenth Judicial Circuit, DuPage County, Illinois',
  },
  {
    name: 'Pennsylvania: court of common pleas of a county, civil division',
    pages: [
      `IN THE COURT OF COMMON PLEAS OF PHILADELPHIA COUNTY, PENNSYLVANIA\nCIVIL TRIAL DIVISION\n\nJEROME WATKINS              :  JUNE TERM, 2021\n  v.                        :  NO. 01234\nKEYSTONE TRANSIT AUTHORITY  :${BODY}`,
    ],
    court: 'Court of Common Pleas of Philadelphia County, Pennsylvania',
  },
  {
    name: 'Virginia: "VIRGINIA:" before the circuit court of a county',
    pages: [
      `VIRGINIA:\n          IN THE CIRCUIT COURT OF FAIRFAX COUNTY\n\nNADIA HASSAN,\n  Plaintiff,\nv.                                  Case No. CL-2021-0012345\nPOTOMAC HOME SERVICES, LLC,\n  Defendant.${BODY}`,
    ],
    court: 'Circuit Court of Fairfax County',
  },
  {
    name: 'Maryland: circuit court for a city',
    pages: [
      `IN THE CIRCUIT COURT FOR BALTIMORE CITY, MARYLAND\n\nTERRELL JAMES,           *\n  Plaintiff,             *\nv.                       *    Case No. 24-C-21-001234\nCHESAPEAKE HOUSING, INC. *\n  Defendant.             *\n*  *  *  *  *  *  *  *  *${BODY}`,
    ],
    court: 'Circuit Court for Baltimore City, Maryland',
  },
  {
    name: 'Connecticut: docket number over the judicial district and the Superior Court',
    pages: [
      `DOCKET NO. HHD-CV21-6123456-S     :  SUPERIOR COURT\n                                  :\nMARGARET O'NEIL                   :  J.D. OF HARTFORD\n                                  :\nV.                                :  AT HARTFORD\n                                  :\nCHARTER OAK INSURANCE CO.         :  JUNE 1, 2021${BODY}`,
    ],
    court: 'Superior Court, Judicial District of Hartford',
  },
  {
    name: 'Missouri: circuit court of a county "at" a city',
    pages: [
      `IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI\nAT KANSAS CITY\n\nLUCAS BRANDT,        )\n  Plaintiff,         )   Case No. 2116-CV01234\nv.                   )\nMIDWEST GRAIN CO.,   )   Division 12${BODY}`,
    ],
    court: 'Circuit Court of Jackson County, Missouri',
  },
  {
    name: 'Nevada: district court, county line',
    pages: [
      `DISTRICT COURT\nCLARK COUNTY, NEVADA\n\nSIERRA LOPEZ,          )   Case No. A-21-834567-C\n  Plaintiff,           )   Dept. No. 14\nvs.                    )\nDESERT SUN RESORTS LLC )${BODY}`,
    ],
    court: 'District Court, Clark County, Nevada',
  },
  {
    name: 'Georgia: state court of a county',
    pages: [
      `IN THE STATE COURT OF GWINNETT COUNTY\nSTATE OF GEORGIA\n\nKEISHA BANKS,\n  Plaintiff,\nv.                                   CIVIL ACTION\n                                     FILE NO. 21-C-01234-S2\nPEACHTREE MOVERS, INC.,\n  Defendant.${BODY}`,
    ],
    court: 'State Court of Gwinnett County, State of Georgia',
  },
  {
    name: 'Kentucky: Commonwealth, then "__ CIRCUIT COURT" named for the county',
    pages: [
      `COMMONWEALTH OF KENTUCKY\nJEFFERSON CIRCUIT COURT\nDIVISION FOUR\nCIVIL ACTION NO. 21-CI-001234\n\nHOLLIS GRANT                              PLAINTIFF\nv.\nBLUEGRASS DISTILLING CO.                  DEFENDANT${BODY}`,
    ],
    // A Kentucky circuit court's numbered division is a judge's docket, not another court.
    court: 'Jefferson Circuit Court',
  },
  {
    name: 'Tennessee: chancery court for a county',
    pages: [
      `IN THE CHANCERY COURT FOR DAVIDSON COUNTY, TENNESSEE\nAT NASHVILLE\n\nRUTH ELLISON,\n  Plaintiff,\nv.                        No. 21-0123-III\nCUMBERLAND BUILDERS, LLC,\n  Defendant.${BODY}`,
    ],
    court: 'Chancery Court for Davidson County, Tennessee',
  },
  {
    name: 'Delaware: Court of Chancery of the State of Delaware',
    pages: [
      `IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE\n\nIN RE HALCYON THERAPEUTICS, INC.     )   Consolidated\nSTOCKHOLDER LITIGATION               )   C.A. No. 2021-0123-KSJM${BODY}`,
    ],
    court: 'Court of Chancery of the State of Delaware',
  },
  {
    name: 'Maryland: circuit court for a county',
    pages: [
      `IN THE CIRCUIT COURT FOR MONTGOMERY COUNTY, MARYLAND\n\nPRIYA NAIR,          *\n  Plaintiff,         *\nv.                   *    Case No. C-15-CV-21-001234\nROCKVILLE AUTO, LLC  *\n*  *  *  *  *  *  *${BODY}`,
    ],
    court: 'Circuit Court for Montgomery County, Maryland',
  },
  {
    name: 'Virginia: circuit court for the city of a place',
    pages: [
      `VIRGINIA:\n     IN THE CIRCUIT COURT FOR THE CITY OF RICHMOND\n\nCALVIN BOONE,\n  Plaintiff,\nv.                              Case No. CL21-1234\nJAMES RIVER BANK,\n  Defendant.${BODY}`,
    ],
    court: 'Circuit Court for the City of Richmond',
  },
  {
    name: 'Oklahoma: district court of a county, state line under it',
    pages: [
      `IN THE DISTRICT COURT OF TULSA COUNTY\nSTATE OF OKLAHOMA\n\nDORA FIELDS,\n  Plaintiff,\nv.                              Case No. CJ-2021-1234\nRED FORK ENERGY, INC.,\n  Defendant.${BODY}`,
    ],
    court: 'District Court of Tulsa County, State of Oklahoma',
  },
  {
    name: 'Iowa: "IOWA DISTRICT COURT FOR POLK COUNTY"',
    pages: [
      `IN THE IOWA DISTRICT COURT FOR POLK COUNTY\n\nELLEN VOSS,               Case No. LACL123456\n  Plaintiff,\nvs.\nHAWKEYE GRAIN COOPERATIVE,\n  Defendant.${BODY}`,
    ],
    court: 'Iowa District Court for Polk County',
  },
  {
    name: 'Wisconsin: "STATE OF WISCONSIN   CIRCUIT COURT   MILWAUKEE COUNTY" on one line',
    pages: [
      `STATE OF WISCONSIN          CIRCUIT COURT          MILWAUKEE COUNTY\n\nNORA BECK,\n  Plaintiff,\nv.                                     Case No. 21-CV-1234\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Wisconsin Circuit Court, Milwaukee County',
  },
  {
    name: 'New Mexico: state, county and judicial district court stacked',
    pages: [
      `STATE OF NEW MEXICO\nCOUNTY OF BERNALILLO\nSECOND JUDICIAL DISTRICT COURT\n\nMATEO CHAVEZ,\n  Plaintiff,\nv.                              No. D-202-CV-2021-01234\nSANDIA ROOFING, LLC,\n  Defendant.${BODY}`,
    ],
    court: 'Second Judicial District Court, County of Bernalillo, New Mexico',
  },
  {
    name: 'Oregon: circuit court of the state for a county',
    pages: [
      `IN THE CIRCUIT COURT OF THE STATE OF OREGON\nFOR THE COUNTY OF MULTNOMAH\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Circuit Court of the State of Oregon for the County of Multnomah',
  },
  {
    name: 'Oklahoma: district court "in and for" a county',
    pages: [
      `IN THE DISTRICT COURT IN AND FOR OKLAHOMA COUNTY\nSTATE OF OKLAHOMA\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'District Court in and for Oklahoma County, State of Oklahoma',
  },
  {
    name: 'Arkansas: circuit court of a county, division line',
    pages: [
      `IN THE CIRCUIT COURT OF PULASKI COUNTY, ARKANSAS\nSIXTH DIVISION\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Circuit Court of Pulaski County, Arkansas',
  },
  {
    name: 'Hawaii: circuit court of a numbered circuit, state line',
    pages: [
      `IN THE CIRCUIT COURT OF THE FIRST CIRCUIT\nSTATE OF HAWAII\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Circuit Court of the First Circuit, State of Hawaii',
  },
  {
    name: 'Texas: county court at law, numbered, of a county',
    pages: [
      `IN THE COUNTY COURT AT LAW NO. 2\nDALLAS COUNTY, TEXAS\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'County Court at Law No. 2, Dallas County, Texas',
  },
  {
    name: 'Ohio: probate court of a county',
    pages: [
      `IN THE PROBATE COURT OF CUYAHOGA COUNTY, OHIO\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Probate Court of Cuyahoga County, Ohio',
  },
  {
    name: "New York: surrogate's court, county line",
    pages: [
      `SURROGATE'S COURT OF THE STATE OF NEW YORK\nCOUNTY OF KINGS\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: "Surrogate's Court of the State of New York, County of Kings",
  },
  {
    name: 'New York: civil court of the City of New York, county line',
    pages: [
      `CIVIL COURT OF THE CITY OF NEW YORK\nCOUNTY OF BRONX\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Civil Court of the City of New York, County of Bronx',
  },
  {
    name: 'New York: family court, county line',
    pages: [
      `FAMILY COURT OF THE STATE OF NEW YORK\nCOUNTY OF QUEENS\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Family Court of the State of New York, County of Queens',
  },
  {
    name: 'Delaware: superior court of the state',
    pages: [
      `IN THE SUPERIOR COURT OF THE STATE OF DELAWARE\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Superior Court of the State of Delaware',
  },
  {
    name: 'Indiana: venue grid, "IN THE MARION SUPERIOR COURT" in the right-hand cell',
    pages: [
      `STATE OF INDIANA        )     IN THE MARION SUPERIOR COURT\n                        )  SS:\nCOUNTY OF MARION        )     CAUSE NO. 49D01-2101-PL-001234\n\nNORA BECK,              )\n  Plaintiff,            )\nv.                      )\nLAKESHORE BREWING CO.,  )\n  Defendant.            )${BODY}`,
    ],
    court: 'Marion Superior Court',
  },
  {
    name: 'Indiana: a numbered court of a county, "IN THE HAMILTON CIRCUIT COURT NO. 2"',
    pages: [
      `STATE OF INDIANA        )     IN THE HAMILTON CIRCUIT COURT NO. 2\n                        )  SS:\nCOUNTY OF HAMILTON      )     CAUSE NO. 29C02-2101-CT-000123\n\nNORA BECK,              )\n  Plaintiff,            )\nv.                      )\nLAKESHORE BREWING CO.,  )\n  Defendant.            )${BODY}`,
    ],
    court: 'Hamilton Circuit Court No. 2',
  },
  {
    name: 'North Carolina: General Court of Justice, Superior Court Division, county',
    pages: [
      `STATE OF NORTH CAROLINA            IN THE GENERAL COURT OF JUSTICE\n                                   SUPERIOR COURT DIVISION\nCOUNTY OF WAKE                     21 CVS 1234\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'North Carolina Superior Court, Wake County',
  },
  {
    name: 'Georgia: municipal court of the city of a place',
    pages: [
      `IN THE MUNICIPAL COURT OF THE CITY OF ATLANTA\nSTATE OF GEORGIA\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Municipal Court of the City of Atlanta',
  },
  {
    name: 'Maryland: District Court of Maryland for a city',
    pages: [
      `IN THE DISTRICT COURT OF MARYLAND FOR BALTIMORE CITY\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'District Court of Maryland for Baltimore City',
  },
  {
    name: 'Tennessee: juvenile court of a county',
    pages: [
      `IN THE JUVENILE COURT OF SHELBY COUNTY, TENNESSEE\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Juvenile Court of Shelby County, Tennessee',
  },
  {
    name: 'Pennsylvania: common pleas of a county, "CIVIL ACTION - LAW" line',
    pages: [
      `IN THE COURT OF COMMON PLEAS OF BUCKS COUNTY, PENNSYLVANIA\nCIVIL ACTION - LAW\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Court of Common Pleas of Bucks County, Pennsylvania',
  },
]

const STATE_APPELLATE: GalleryCase[] = [
  {
    name: 'state supreme court: "IN THE SUPREME COURT OF THE STATE OF X"',
    pages: [
      `IN THE SUPREME COURT OF THE STATE OF IDAHO\n\nDocket No. 48123\n\nSTATE OF IDAHO,\n  Plaintiff-Respondent,\nv.\nDALTON REED CARVER,\n  Defendant-Appellant.${BODY}`,
    ],
    court: 'Supreme Court of the State of Idaho',
  },
  {
    name: 'state supreme court: "Supreme Court of Ohio" with its slip-opinion line',
    pages: [
      `NOTICE\nThis slip opinion is subject to formal revision before it is published in an advance sheet\nof the Ohio Official Reports.\n\nSLIP OPINION NO. 2021-OHIO-1234\nTHE STATE OF OHIO, APPELLEE, v. MARCUS DELL, APPELLANT.\n\nSupreme Court of Ohio\n${BODY}`,
    ],
    court: 'Supreme Court of Ohio',
  },
  {
    name: 'Pennsylvania Superior Court, "J-" number and non-precedential note',
    pages: [
      `J-A12345-21\n\nNON-PRECEDENTIAL DECISION - SEE SUPERIOR COURT I.O.P. 65.37\n\nCOMMONWEALTH OF PENNSYLVANIA    :  IN THE SUPERIOR COURT OF\n                                :       PENNSYLVANIA\n  v.                            :\nDARIUS KEMP                     :\n  Appellant                     :  No. 1234 EDA 2020${BODY}`,
    ],
    court: 'Superior Court of Pennsylvania',
  },
  {
    name: 'Ohio court of appeals, numbered district, county',
    pages: [
      `IN THE COURT OF APPEALS OF OHIO\nTENTH APPELLATE DISTRICT\n\nState of Ohio,              :\n  Plaintiff-Appellee,        :     No. 20AP-123\nv.                           :\nLeon Parks,                  :\n  Defendant-Appellant.       :${BODY}`,
    ],
    court: 'Court of Appeals of Ohio, Tenth Appellate District',
  },
  {
    name: 'New York Appellate Division, department',
    pages: [
      `Supreme Court of the State of New York\nAppellate Division: Second Judicial Department\n\nD12345\nY/htr\n\nAD3d          Argued - May 3, 2021${BODY}`,
    ],
    court: 'Supreme Court, Appellate Division, Second Judicial Department',
  },
  {
    name: 'Texas court of criminal appeals',
    pages: [
      `IN THE COURT OF CRIMINAL APPEALS\nOF TEXAS\n\nNO. PD-0123-20\n\nJOSE ALVARADO, Appellant\nv.\nTHE STATE OF TEXAS${BODY}`,
    ],
    court: 'Court of Criminal Appeals of Texas',
  },
  {
    name: 'Arizona court of appeals, division',
    pages: [
      `IN THE\nARIZONA COURT OF APPEALS\nDIVISION ONE\n\nSTATE OF ARIZONA, Appellee,\nv.\nKYLE DEAN MERCER, Appellant.\n\nNo. 1 CA-CR 20-0123${BODY}`,
    ],
    court: 'Arizona Court of Appeals, Division One',
  },
  {
    name: 'Florida district court of appeal, district on the next line',
    pages: [
      `IN THE DISTRICT COURT OF APPEAL OF FLORIDA\nTHIRD DISTRICT\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'District Court of Appeal of Florida, Third District',
  },
  {
    name: 'Supreme Court of Texas',
    pages: [
      `IN THE SUPREME COURT OF TEXAS\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Supreme Court of Texas',
  },
  {
    name: 'Maryland: court of special appeals',
    pages: [
      `IN THE COURT OF SPECIAL APPEALS\nOF MARYLAND\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Court of Special Appeals of Maryland',
  },
  {
    name: 'Missouri court of appeals, district on the next line',
    pages: [
      `IN THE MISSOURI COURT OF APPEALS\nEASTERN DISTRICT\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Missouri Court of Appeals, Eastern District',
  },
  {
    name: 'Tennessee court of appeals "AT" a city',
    pages: [
      `IN THE COURT OF APPEALS OF TENNESSEE\nAT NASHVILLE\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Court of Appeals of Tennessee',
  },
  {
    name: 'Court of Appeals of Virginia',
    pages: [
      `COURT OF APPEALS OF VIRGINIA\n\nNORA BECK,\n  Plaintiff,\nv.                               Case No. 21-00123\nLAKESHORE BREWING CO.,\n  Defendant.${BODY}`,
    ],
    court: 'Court of Appeals of Virginia',
  },
]

runGallery('court gallery: state trial courts', STATE_TRIAL)
runGallery('court gallery: state appellate and supreme courts', STATE_APPELLATE)
