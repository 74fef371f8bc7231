import { describe, expect, test } from 'vitest'
import {
  announcementFormFields,
  announcementSave,
  fromLocalInput,
  toLocalInput,
} from './announcement-form'

const AT = new Date(2026, 10, 29, 9, 5).getTime()

describe('the announcement form', () => {
  test('a local date-time goes to the minute and back', () => {
    expect(toLocalInput(AT)).toBe('2026-11-29T09:05')
    expect(fromLocalInput('2026-11-29T09:05')).toBe(AT)
    expect(fromLocalInput('')).toBeNaN()
    expect(fromLocalInput('tomorrow')).toBeNaN()
  })

  test('a new announcement is for everyone, starts this minute and has no end', () => {
    expect(announcementFormFields(null, AT + 30_000)).toEqual({
      message: '',
      tone: 'info',
      organizationId: '',
      startsAt: '2026-11-29T09:05',
      endsAt: '',
    })
  })

  test('a stored one round-trips through the fields', () => {
    const stored = {
      message: 'Maintenance tonight',
      tone: 'warning' as const,
      organizationId: 'org1',
      startsAt: AT,
      endsAt: AT + 3_600_000,
    }
    const { organizationId, ...rest } = stored
    expect(announcementSave(announcementFormFields(stored, 0))).toEqual({ ...rest, organizationId })
  })

  test('the save puts the message on one line and leaves out an empty audience and end', () => {
    expect(
      announcementSave({
        message: '  Down tonight\n  back tomorrow ',
        tone: 'info',
        organizationId: '',
        startsAt: '2026-11-29T09:05',
        endsAt: ' ',
      }),
    ).toEqual({ message: 'Down tonight back tomorrow', tone: 'info', startsAt: AT })
  })
})
