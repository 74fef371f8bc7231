import { describe, expect, test } from 'vitest'
import {
  EMPTY_MODULE_FORM,
  formValuesToModuleInput,
  moduleFormResolver,
  moduleToFormValues,
  type ModuleFormValues,
} from './module-form'

const resolve = (values: ModuleFormValues) =>
  moduleFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('moduleFormResolver', () => {
  test('an empty form carries exactly the spec messages for name and slug', async () => {
    const { errors, values } = await resolve(EMPTY_MODULE_FORM)
    expect(values).toEqual({})
    expect(errors.name?.message).toBe('Module name is required')
    expect(errors.slug?.message).toBe('Slug is required')
    expect(Object.keys(errors).sort()).toEqual(['name', 'slug'])
  })

  test('a filled form submits the trimmed input, with what it asks for in the listed order', async () => {
    const { errors, values } = await resolve({
      ...EMPTY_MODULE_FORM,
      name: ' Deposition outline ',
      slug: 'deposition-outline',
      produces: 'outline',
      asks: { ...EMPTY_MODULE_FORM.asks, witness: 'required', documents: 'optional' },
      estimatedTimeMinutes: ' 4 ',
      description: '   ',
    })
    expect(errors).toEqual({})
    expect(values).toMatchObject({
      name: 'Deposition outline',
      slug: 'deposition-outline',
      description: undefined,
      estimatedTimeMinutes: 4,
      inputs: [
        { kind: 'documents', required: false },
        { kind: 'witness', required: true },
      ],
    })
  })

  test('minutes that are not whole numbers are refused, not rounded', async () => {
    for (const minutes of ['1.5', '12 minutes', '0', '2000']) {
      const { errors } = await resolve({
        ...EMPTY_MODULE_FORM,
        name: 'A',
        slug: 'a',
        estimatedTimeMinutes: minutes,
      })
      expect(errors.estimatedTimeMinutes?.message, minutes).toBe(
        'Enter whole minutes from 1 to 1,440',
      )
    }
  })

  test('a stored module round-trips through the form', () => {
    const stored = {
      name: 'Chronology',
      slug: 'chronology',
      description: 'Dated events',
      categoryId: null,
      produces: 'chronology',
      inputs: [{ kind: 'folder' as const, required: true }],
      estimatedTimeMinutes: 3,
      isActive: false,
      instructions: '',
      endpointUrl: 'https://n8n.firm.example/webhook/abc',
      n8nWorkflowId: 'abc',
      technicalNotes: '',
    }
    const input = formValuesToModuleInput(moduleToFormValues(stored))
    expect(input).toMatchObject({
      name: 'Chronology',
      inputs: [{ kind: 'folder', required: true }],
      estimatedTimeMinutes: 3,
      isActive: false,
      categoryId: undefined,
      endpointUrl: 'https://n8n.firm.example/webhook/abc',
    })
  })
})
