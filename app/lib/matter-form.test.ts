import { ConvexError } from 'convex/values'
import { describe, expect, test } from 'vitest'
import {
  EMPTY_MATTER_FORM,
  MATTER_MESSAGES,
  issueFieldPath,
  issuesToFieldErrors,
  matterFormResolver,
  matterToFormValues,
  serverMatterIssues,
  type MatterFormValues,
} from './matter-form'

const resolve = (values: MatterFormValues) =>
  matterFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })

const valid: MatterFormValues = {
  ...EMPTY_MATTER_FORM,
  name: '  Acme v. Beta  ',
  internalMatterId: 'LIT-0042',
  representedParties: [{ name: ' Acme Corp ', role: 'Plaintiff' }],
  adverseParties: [{ name: 'Beta LLC' }, { name: '   ' }],
  judge: 'Hon. R. Ortiz',
  litigationStage: 'Discovery',
}

describe('matterFormResolver', () => {
  test('an empty form carries the spec messages for name, parties and internal matter id', async () => {
    const { errors, values } = await resolve(EMPTY_MATTER_FORM)

    expect(values).toEqual({})
    expect(errors.name?.message).toBe('Matter name is required')
    expect(errors.representedParties?.root?.message).toBe(
      'At least one represented party is required',
    )
    expect(errors.internalMatterId?.message).toBe('Internal Matter ID is required')
    expect(errors.litigationStage).toBeUndefined()
  })

  test('a party without a name or a role is flagged on that row', async () => {
    const { errors } = await resolve({
      ...valid,
      representedParties: [
        { name: 'Acme Corp', role: 'Plaintiff' },
        { name: ' ', role: '' },
      ],
    })

    expect(errors.representedParties?.[0]).toBeUndefined()
    expect(errors.representedParties?.[1]?.name?.message).toBe(MATTER_MESSAGES.partyNameRequired)
    expect(errors.representedParties?.[1]?.role?.message).toBe(MATTER_MESSAGES.roleRequired)
    expect(errors.name).toBeUndefined()
  })

  test('a role outside Plaintiff, Defendant, Third-Party is refused', async () => {
    const { errors } = await resolve({
      ...valid,
      representedParties: [{ name: 'Acme Corp', role: 'Intervenor' }],
    })

    expect(errors.representedParties?.[0]?.role?.message).toBe('Role is required')
  })

  test('a valid form submits the trimmed input with blank optional text left out', async () => {
    const { errors, values } = await resolve(valid)

    expect(errors).toEqual({})
    expect(values).toEqual({
      name: 'Acme v. Beta',
      description: undefined,
      representedParties: [{ name: 'Acme Corp', role: 'Plaintiff' }],
      adverseParties: [{ name: 'Beta LLC' }, { name: undefined }],
      docketNumber: undefined,
      internalMatterId: 'LIT-0042',
      judge: 'Hon. R. Ortiz',
      summary: undefined,
      keyAllegations: undefined,
      classPeriod: undefined,
      litigationStage: 'Discovery',
    })
  })

  test('"Not set" is a valid stage; an unknown one is not', async () => {
    expect((await resolve({ ...valid, litigationStage: '' })).errors).toEqual({})
    expect(
      (await resolve({ ...valid, litigationStage: 'Settled' })).errors.litigationStage,
    ).toEqual({ type: 'validate', message: MATTER_MESSAGES.invalidStage })
  })
})

describe('issues and server errors', () => {
  test('field-array issues land on RHF root errors, other paths unchanged', () => {
    expect(issueFieldPath('representedParties')).toBe('representedParties.root')
    expect(issueFieldPath('representedParties.2.role')).toBe('representedParties.2.role')
    expect(issueFieldPath('name')).toBe('name')
  })

  test('the first message for a path wins', () => {
    const errors = issuesToFieldErrors([
      { path: 'name', message: 'first' },
      { path: 'name', message: 'second' },
    ])
    expect(errors.name?.message).toBe('first')
  })

  test('a server INVALID_INPUT error yields its issues; any other error yields none', () => {
    const issues = [{ path: 'representedParties.0.name', message: 'Party name is required' }]
    expect(
      serverMatterIssues(
        new ConvexError({ code: 'INVALID_INPUT', message: 'Party name is required', issues }),
      ),
    ).toEqual(issues)
    expect(
      serverMatterIssues(new ConvexError({ code: 'CONFLICT', message: 'This matter is archived' })),
    ).toEqual([])
    expect(serverMatterIssues(new Error('Network request failed'))).toEqual([])
    expect(
      serverMatterIssues(
        new ConvexError({ code: 'INVALID_INPUT', message: 'x', issues: [{ path: 1 }, null] }),
      ),
    ).toEqual([])
  })

  test('a stored matter becomes form values with blanks for missing text', () => {
    expect(
      matterToFormValues({
        name: 'Acme v. Beta',
        representedParties: [{ name: 'Acme Corp', role: 'Defendant' }],
        adverseParties: [{}, { name: 'Beta LLC' }],
        internalMatterId: 'LIT-7',
      }),
    ).toEqual({
      ...EMPTY_MATTER_FORM,
      name: 'Acme v. Beta',
      representedParties: [{ name: 'Acme Corp', role: 'Defendant' }],
      adverseParties: [{ name: '' }, { name: 'Beta LLC' }],
      internalMatterId: 'LIT-7',
    })
  })
})
