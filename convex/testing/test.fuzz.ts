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
    // A wrong kind for one member may be right for another (null for a nullable cursor).
    return [
      ...values.filter((w) => !couldBeValid(validator, w.value)),
      ...(couldBeValid(validator, 'NotAValue')
        ? []
        : [{ label: 'a value outside the union', value: 'NotAValue' }]),
    ]
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

/** A small seeded generator (mulberry32), so a failing random call can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!

const AWKWARD_CHARACTERS = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\uFEFF',
  '"',
  '\\',
  '<',
  '𝔘',
  'é',
]

function randomString(random: Random, depth: number): string {
  // Long strings only at the top, so a call stays a few hundred kilobytes at most.
  const length = pick(random, depth === 0 ? [0, 1, 8, 64, 1024, 70_000] : [0, 1, 8, 64])
  let text = ''
  while (text.length < length) {
    text +=
      random() < 0.2
        ? pick(random, AWKWARD_CHARACTERS)
        : String.fromCharCode(32 + Math.floor(random() * 95))
  }
  return text
}

/** Any JSON-ish value (depth-limited), including ones Convex refuses outright. */
function randomValue(random: Random, depth = 0): unknown {
  const kinds = depth > 2 ? 6 : 10
  switch (Math.floor(random() * kinds)) {
    case 0:
      return pick(random, [
        0,
        -0,
        1,
        -1,
        2 ** 53 + 2,
        1e308,
        -1e-308,
        Number.NaN,
        Infinity,
        -Infinity,
      ])
    case 1:
      return random() < 0.5
    case 2:
      return null
    case 3:
      return randomString(random, depth)
    case 4:
      return pick(random, [{ $integer: 'AQAAAAAAAAA=' }, { $bytes: 'AAEC' }, { $float: 'garbage' }])
    case 5:
      return random() < 0.5
        ? deepObject(65 + Math.floor(random() * 100))
        : deepArray(65 + Math.floor(random() * 100))
    case 6:
    case 7:
      // 8,193 elements (one past Convex's limit) only at the top, and then of plain strings.
      return depth === 0 && random() < 0.25
        ? Array.from({ length: 8193 }, () => 'x')
        : Array.from({ length: pick(random, [0, 1, 3]) }, () => randomValue(random, depth + 1))
    default: {
      const keys = ['x', '$x', '_id', 'name', '', 'a'.repeat(2000), '\uD800']
      return Object.fromEntries(
        Array.from({ length: 1 + Math.floor(random() * 3) }, () => [
          pick(random, keys),
          randomValue(random, depth + 1),
        ]),
      )
    }
  }
}

const isPrefix = (a: (string | number)[], b: (string | number)[]) =>
  a.length <= b.length && a.every((key, i) => b[i] === key)

/** A value the validator can never accept: of another kind, or outside its literals. */
function randomInvalidFor(validator: ValidatorJson, random: Random): unknown {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = randomValue(random)
    if (!couldBeValid(validator, value)) return value
  }
  // Nothing passes nesting deeper than 64 levels, whatever the validator.
  return deepObject(65 + Math.floor(random() * 50))
}

/** Conservative: true whenever the value might pass (such values are never sent). */
function couldBeValid(validator: ValidatorJson, value: unknown): boolean {
  switch (validator.type) {
    case 'string':
      return typeof value === 'string'
    case 'id':
      return typeof value === 'string'
    case 'number':
    case 'float64':
      return typeof value === 'number'
    case 'boolean':
      return typeof value === 'boolean'
    case 'bigint':
      return typeof value === 'object' && value !== null && '$integer' in value
    case 'bytes':
      return typeof value === 'object' && value !== null && '$bytes' in value
    case 'null':
      return value === null
    case 'literal':
      return value === validator.value
    case 'array':
      return Array.isArray(value)
    case 'object':
    case 'record':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case 'union':
      return (validator.value as ValidatorJson[]).some((member) => couldBeValid(member, value))
    default:
      return true
  }
}

/**
 * `count` random malformed calls: one to three fields (never one inside another) get values their
 * validator can never accept, sometimes with an unexpected field besides; or the whole argument
 * object is replaced by something that is not an object.
 */
export function randomMalformedArgs(
  validator: ValidatorJson,
  base: Record<string, unknown>,
  count: number,
  seed: number,
): Malformed[] {
  const random = seededRandom(seed)
  const fields: { path: (string | number)[]; field: Field }[] = []
  walk(validator, base, [], (path, field) => fields.push({ path, field }))
  const out: Malformed[] = []
  for (let index = 0; index < count; index += 1) {
    const label = `random call ${index} (seed ${seed})`
    if (fields.length === 0 || random() < 0.05) {
      out.push({ label, args: pick(random, [null, 'args', 42, [base], true]) })
      continue
    }
    let args: Record<string, unknown> = base
    const chosen: (string | number)[][] = []
    for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1) {
      const { path, field } = pick(random, fields)
      const related = chosen.some((other) => isPrefix(other, path) || isPrefix(path, other))
      if (related) continue
      chosen.push(path)
      args = replaceAt(args, path, randomInvalidFor(field.fieldType, random))
    }
    if (random() < 0.2)
      args = { ...args, [pick(random, ['unexpected', '$id', '_creationTime'])]: 1 }
    out.push({ label, args })
  }
  return out
}
