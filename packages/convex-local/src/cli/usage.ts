export const USAGE = `convex-local: an offline, SQLite-backed Convex backend

Usage:
  convex-local dev    [--dir convex] [--port 3210] [--site-port 3211] [--data .convex-local]
                      [--host 127.0.0.1] [--synchronous FULL|NORMAL] [--no-watch]
                      [--max-upload-bytes N] [--insecure-accept-unverified-jwt] [--verbose]
  convex-local start  (same options as dev, without watching files)
  convex-local run    <module:function> ['<json args>'] [--url http://127.0.0.1:3210] [--admin-key KEY]
                      [--dir convex] [--data .convex-local] [--port 3210]
  convex-local export <file.jsonl> [--data .convex-local] [--include-globals]
  convex-local import <file.jsonl> [--data .convex-local] [--replace] [--port 3210]
  convex-local reset  --yes [--data .convex-local] [--port 3210]
  convex-local codegen [--dir convex] [--url URL] [--admin-key KEY] [--data .convex-local]
                      [--typecheck disable|enable|try]
  convex-local env set <NAME> <value> | env set <NAME>=<value>
  convex-local env get <NAME> | env list | env remove <NAME>
                      [--data .convex-local] [--port 3210] [--url URL] [--admin-key KEY]
`
