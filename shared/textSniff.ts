// Text files told apart: plain text, CSV, HTML or email, from the head of the file.
import type { FileKind } from './fileKinds'
import { latin1 } from './fileBytes'

/** txt, csv, html or eml: the text kinds, told apart by content and then by extension. */
export function textKind(head: Uint8Array, extension: string): FileKind {
  const text = latin1(head.subarray(0, 4096)).replace(/^\u00ef\u00bb\u00bf/, '')
  if (extension === 'eml' && looksLikeEmail(text)) return 'eml'
  if (looksLikeHtml(text)) return 'html'
  if (extension === 'csv') return 'csv'
  return 'txt'
}

/** An HTML document: optional prolog, comments and whitespace, then a doctype or <html>. */
function looksLikeHtml(text: string): boolean {
  let rest = text.trimStart()
  for (;;) {
    const skip = /^(<!--[\s\S]*?-->|<\?xml[\s\S]*?\?>)/.exec(rest)
    if (!skip) break
    rest = rest.slice(skip[0].length).trimStart()
  }
  return /^(<!doctype\s+html|<html)[\s>]/i.test(rest)
}

const EMAIL_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'mime-version',
  'message-id',
  'received',
  'return-path',
  'reply-to',
  'sender',
  'content-type',
  'delivered-to',
  'in-reply-to',
  'references',
])

/** RFC 822 headers from the first line: header or folded lines only, two or more well-known names. */
function looksLikeEmail(text: string): boolean {
  const lines = text.split(/\r?\n/)
  // The last piece may be a header cut off by the end of the head: do not judge it.
  if (!/\n$/.test(text)) lines.pop()
  // Some mail clients export with an mbox "From " separator line first.
  if (lines[0]?.startsWith('From ')) lines.shift()
  const known = new Set<string>()
  for (const [index, line] of lines.entries()) {
    if (line === '') break
    if (index > 0 && /^[ \t]/.test(line)) continue
    const header = /^([\x21-\x39\x3b-\x7e]+):/.exec(line)
    if (!header?.[1]) return false
    const field = header[1].toLowerCase()
    if (EMAIL_HEADERS.has(field)) known.add(field)
  }
  return known.size >= 2
}

// Tab, LF, VT, FF, CR and the DOS end-of-file mark: the only control bytes plain text carries.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a])

/** No NUL or stray control bytes, and valid UTF-8 or plausible Windows-1252/Latin-1. */
export function looksLikeText(head: Uint8Array): boolean {
  let high = 0
  for (const byte of head) {
    if (byte < 0x20 && !TEXT_CONTROLS.has(byte)) return false
    if (byte >= 0x80) high += 1
  }
  if (high === 0 || isUtf8(head)) return true
  // Windows-1252 leaves these five unassigned; mostly-high bytes are binary, not Western text
  // (a few bytes like "Zoë" are too short to judge by proportion).
  if (head.some((b) => b === 0x81 || b === 0x8d || b === 0x8f || b === 0x90 || b === 0x9d)) {
    return false
  }
  return head.length < 64 || high / head.length <= 0.3
}

/** A UTF-8 lead byte's sequence length and allowed second-byte range; null when it cannot lead. */
function utf8Lead(first: number): [length: number, min: number, max: number] | null {
  if (first >= 0xc2 && first <= 0xdf) return [2, 0x80, 0xbf]
  if (first === 0xe0) return [3, 0xa0, 0xbf] // no overlong forms
  if (first === 0xed) return [3, 0x80, 0x9f] // no surrogates
  if (first >= 0xe1 && first <= 0xef) return [3, 0x80, 0xbf]
  if (first === 0xf0) return [4, 0x90, 0xbf] // no overlong forms
  if (first === 0xf4) return [4, 0x80, 0x8f] // nothing past U+10FFFF
  if (first >= 0xf1 && first <= 0xf3) return [4, 0x80, 0xbf]
  return null
}

/** Strict UTF-8; a sequence cut off by the end of the head is fine. */
function isUtf8(bytes: Uint8Array): boolean {
  let at = 0
  while (at < bytes.length) {
    const first = bytes[at] ?? 0
    if (first < 0x80) {
      at += 1
      continue
    }
    const lead = utf8Lead(first)
    if (!lead) return false
    const [length, min, max] = lead
    for (let i = 1; i < length && at + i < bytes.length; i += 1) {
      const next = bytes[at + i] ?? 0
      if (next < (i === 1 ? min : 0x80) || next > (i === 1 ? max : 0xbf)) return false
    }
    at += length
  }
  return true
}
