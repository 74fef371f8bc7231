// Malformed arguments for a function, derived from its argument validator and one valid call
// (targets R3): wrong types, missing and unexpected fields, megabyte strings, lone surrogates,
// foreign and garbage ids, 8,193-element arrays and nesting deeper than Convex allows.
import type { ValidatorJson } from './test.matrix'

type Field = { fieldType: ValidatorJson; optional: boolean }
export type Malformed = { label: string; args: unknown }

const MEBIBYTE_STRING = 'x'.repeat((1 << 20) + 1)
const LONE_SURROGATE = 'name \uD800 end'

/** Nesting deeper than Convex's 64 levels. */
function deepObject(levels = 80): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < levels; i++) value = { nested: value }
  return value
}

function deepArray(levels = 80): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < levels; i++) value = [value]
  return value
}

/** Values of the wrong kind for a validator, plus values of the right kind that no caller may send. */
function badValuesFor(
  validator: ValidatorJson,
  idsByTable: Record<string, string>,
): { label: string; value: unknown }[] {
  const wrongKinds = [
    { label: 'a number', value: 42 },
    { label: 'NaN', value: Number.NaN },
    { label: 'a boolean', value: true },
    { label: 'null', value: null },
    { label: 'an array', value: ['x'] },
    { label: 'an object', value: { x: 1 } },
    { label: 'a string', value: 'wrong kind' },
    { label: 'deep nesting', value: deepObject() },
  ]
  const kind = validator.type
  const sameKind: Record<string, string[]> = {
    string: ['a string'],
    id: ['a string'],
    number: ['a number', 'NaN'],
    float64: ['a number', 'NaN'],
    boolean: ['a boolean'],
    array: ['an array'],
    object: ['an object'],
    any: wrongKinds.map((w) => w.label),
  }
  const excluded = new Set(sameKind[kind] ?? [])
  const values = wrongKinds.filter((w) => !excluded.has(w.label))
  if (kind === 'string') {
    values.push(
      { label: 'a 1 MiB string', value: MEBIBYTE_STRING },
      { label: 'a lone surrogate', value: LONE_SURROGATE },
    )
  }
  if (kind === 'id') {
    values.push(
      { label: 'a garbage id', value: 'not-an-id' },
      { label: 'an empty id', value: '' },
      {
        label: 'an id of another table',
        value: Object.entries(idsByTable).find(([table]) => table !== validator.tableName)![1],
      },
      { label: 'a 1 MiB id', value: MEBIBYTE_STRING },
    )
  }
  if (kind === 'array') {
    values.push(
      { label: '8,193 elements', value: Array.from({ length: 8193 }, () => 'x') },
      { label: 'deep arrays', value: deepArray() },
    )
  }
  if (kind === 'union') {
    values.push({ label: 'a value outside the union', value: 'NotAValue' })
  }
  return values
}

/** Every malformed variant of `base` for `validator` (an object validator), with a label for each. */
/** `idsByTable` holds one real id per table, so an id of the wrong table can be sent. */
export function malformedArgs(
  validator: ValidatorJson,
  base: Record<string, unknown>,
  idsByTable: Record<string, string>,
): Malformed[] {
  const out: Malformed[] = [
    { label: 'an unexpected field', args: { ...base, unexpected: 1 } },
    { label: 'an unexpected deep field', args: { ...base, unexpected: deepObject() } },
    { label: 'arguments that are an array', args: [base] },
  ]
  walk(validator, base, [], (path, field, current) => {
    const at = path.join('.')
    if (!field.optional && current !== undefined && path.length > 0) {
      out.push({ label: `${at} missing`, args: replaceAt(base, path, undefined) })
    }
    for (const bad of badValuesFor(field.fieldType, idsByTable)) {
      out.push({ label: `${at} as ${bad.label}`, args: replaceAt(base, path, bad.value) })
    }
  })
  return out
}

/** Visits every field of an object validator, descending into objects and first array elements. */
function walk(
  validator: ValidatorJson,
  value: unknown,
  path: (string | number)[],
  visit: (path: (string | number)[], field: Field, current: unknown) => void,
) {
  if (validator.type === 'object') {
    const fields = validator.value as Record<string, Field>
    for (const [key, field] of Object.entries(fields)) {
      const current = (value as Record<string, unknown> | undefined)?.[key]
      visit([...path, key], field, current)
      if (current !== undefined) walk(field.fieldType, current, [...path, key], visit)
    }
  }
  if (validator.type === 'array' && Array.isArray(value) && value.length > 0) {
    const element = validator.value as ValidatorJson
    visit([...path, 0], { fieldType: element, optional: false }, value[0])
    walk(element, value[0], [...path, 0], visit)
  }
}

/** A deep copy of `base` with the value at `path` replaced (or removed when `value` is undefined). */
function replaceAt(base: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(base)
  let target: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (value === undefined) delete target[last]
  else target[last] = value
  return copy
}
