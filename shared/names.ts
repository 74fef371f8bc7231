import { hasBidiControl, hasLoneSurrogate } from './text'

// A person's display name (better-auth's user.name, copied to the app's users table). It is shown
// beside every comment, share and member row, and travels in the session answer: a 200,000-character
// name made that user's get-session fail. 100 characters hold any real full name with titles.

export const DISPLAY_NAME_MAX = 100

/** The longest folder and document names the dossier keeps (the backend refuses longer ones). */
export const FOLDER_NAME_MAX = 120
export const DOCUMENT_NAME_MAX = 255

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Why a display name cannot be stored, in plain words, or null when it can (after trimming). */
export function displayNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed.length > DISPLAY_NAME_MAX) {
    return `Name must be at most ${DISPLAY_NAME_MAX} characters`
  }
  if (hasBidiControl(trimmed))
    return 'Name cannot contain characters that change the direction of text'
  if (hasLoneSurrogate(trimmed) || CONTROL.test(trimmed)) {
    return 'Name contains characters that are not text'
  }
  return null
}
