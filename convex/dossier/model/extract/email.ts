'use node'
// Email messages (.eml, RFC 822/MIME) through postal-mime.
import type { Address, Email } from 'postal-mime'
// eslint-disable-next-line @convex-dev/import-wrong-runtime -- both files are "use node"
import { htmlToText, sanitize } from './html'
import { finishExtraction, textPages, tidyText } from './text'
import type { Extraction } from './types'

function formatAddress(address: Address): string {
  if (address.group) {
    return `${address.name}: ${address.group.map(formatAddress).join(', ')};`
  }
  return address.name ? `${address.name} <${address.address}>` : address.address
}

function formatAddresses(list: Address[] | Address | undefined): string {
  if (!list) return ''
  return (Array.isArray(list) ? list : [list]).map(formatAddress).join(', ')
}

/** The message header block the text starts with, as a reader would expect to see it. */
function headerBlock(email: Email): string {
  const rawDate = email.headers.find((h) => h.key === 'date')?.value
  const lines: [string, string][] = [
    ['From', formatAddresses(email.from)],
    ['To', formatAddresses(email.to)],
    ['Cc', formatAddresses(email.cc)],
    ['Date', rawDate ?? email.date ?? ''],
    ['Subject', email.subject ?? ''],
  ]
  return lines
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `${name}: ${value.trim()}`)
    .join('\n')
}

/**
 * EML: text = From/To/Cc/Date/Subject, the text body (or the HTML body as text), and the
 * attachments' names; html = the sanitised HTML body when there is one. Attachments are
 * listed, not opened.
 */
export async function extractEml(bytes: Uint8Array): Promise<Extraction> {
  const { default: PostalMime } = await import('postal-mime')
  const email = await PostalMime.parse(bytes, { attachmentEncoding: 'arraybuffer' })
  const body = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : ''
  const names = email.attachments
    .filter((a) => !(a.related && a.contentId && !a.filename))
    .map((a) => a.filename ?? `(unnamed ${a.mimeType})`)
  const sections = [headerBlock(email), tidyText(body)]
  if (names.length > 0) sections.push(`Attachments: ${names.join(', ')}`)
  const text = sections.filter((s) => s !== '').join('\n\n')
  const html = email.html ? sanitize(email.html) : undefined
  return finishExtraction(textPages(text), { html })
}
