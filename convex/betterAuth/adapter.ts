import { createApi } from '@convex-dev/better-auth'
import { createAuthOptions } from '../accounts/auth'
import schema from './schema'

// The component's adapter functions, as the package's own component exports them, but over the
// local schema. The options only tell the adapter which fields better-auth treats as unique.
export const { create, findOne, findMany, updateOne, updateMany, deleteOne, deleteMany } =
  createApi(schema, createAuthOptions)
