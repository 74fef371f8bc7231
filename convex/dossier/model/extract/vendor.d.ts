// Types for the one extraction dependency that ships none (word-extractor 1.0).
declare module 'word-extractor' {
  type ExtractedWordDocument = {
    getBody(options?: { filterUnicode?: boolean }): string
    getFootnotes(options?: { filterUnicode?: boolean }): string
    getEndnotes(options?: { filterUnicode?: boolean }): string
    getHeaders(options?: { includeFooters?: boolean; filterUnicode?: boolean }): string
    getFooters(options?: { filterUnicode?: boolean }): string
    getAnnotations(options?: { filterUnicode?: boolean }): string
    getTextboxes(options?: Record<string, boolean>): string
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<ExtractedWordDocument>
  }
}
