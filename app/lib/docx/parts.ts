// The fixed parts of the Word package around the document body: content types, relationships,
// styles (Normal, Heading 1 and 2, List Paragraph, Hyperlink), the bullet list, the page header
// with the confidentiality legend, and the core properties (title, author, date). Shared by every
// Word export (associate threads, drafts) through ./writer.ts.

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
export const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml'

/** Escapes text for XML content and attribute values (the text is already cleaned). */
export function xml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** Relationship ids of the document part; hyperlinks come after these. */
export const STYLES_RID = 'rId1'
export const NUMBERING_RID = 'rId2'
export const HEADER_RID = 'rId3'
/** The w:numId of the bullet list in numbering.xml. */
export const BULLET_NUM_ID = 1

export const contentTypesXml = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${WML}.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="${WML}.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="${WML}.numbering+xml"/><Override PartName="/word/header1.xml" ContentType="${WML}.header+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`

export const packageRelsXml = `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`

/** The document's relationships: its fixed parts, then one external target per hyperlink. */
export function documentRelsXml(links: readonly { id: string; url: string }[]): string {
  const fixed = `<Relationship Id="${STYLES_RID}" Type="${REL_TYPE}/styles" Target="styles.xml"/><Relationship Id="${NUMBERING_RID}" Type="${REL_TYPE}/numbering" Target="numbering.xml"/><Relationship Id="${HEADER_RID}" Type="${REL_TYPE}/header" Target="header1.xml"/>`
  const hyperlinks = links
    .map(
      (link) =>
        `<Relationship Id="${link.id}" Type="${REL_TYPE}/hyperlink" Target="${xml(link.url)}" TargetMode="External"/>`,
    )
    .join('')
  return `${XML_HEAD}<Relationships xmlns="${REL_NS}">${fixed}${hyperlinks}</Relationships>`
}

const heading = (level: 1 | 2, size: number) =>
  `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="${level === 1 ? 240 : 360}" w:after="120"/><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr></w:style>`

export const stylesXml = `${XML_HEAD}<w:styles xmlns:w="${W_NS}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:eastAsia="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${heading(1, 32)}${heading(2, 24)}<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="34"/><w:qFormat/><w:pPr><w:ind w:left="720"/><w:contextualSpacing/></w:pPr></w:style><w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style><w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style></w:styles>`

export const numberingXml = `${XML_HEAD}<w:numbering xmlns:w="${W_NS}"><w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="singleLevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="${BULLET_NUM_ID}"><w:abstractNumId w:val="0"/></w:num></w:numbering>`

/** The page header on every page: the confidentiality legend, right-aligned. */
export function headerXml(legend: string): string {
  return `${XML_HEAD}<w:hdr xmlns:w="${W_NS}" xmlns:r="${R_NS}"><w:p><w:pPr><w:jc w:val="right"/></w:pPr><w:r><w:rPr><w:b/><w:sz w:val="18"/><w:szCs w:val="18"/></w:rPr><w:t xml:space="preserve">${xml(legend)}</w:t></w:r></w:p></w:hdr>`
}

/** Title, author and creation time, as document management systems read them. */
export function coreXml(title: string, creator: string, created: string): string {
  const date = created
    ? `<dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${created}</dcterms:modified>`
    : ''
  return `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xml(title)}</dc:title><dc:creator>${xml(creator)}</dc:creator>${date}</cp:coreProperties>`
}
