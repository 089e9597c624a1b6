import { z } from 'zod'

// Our Content-Security-Policy forbids `eval` (next.config.ts). Zod 4 otherwise probes
// `new Function` on the first object schema (the browser reports it as a policy violation even
// though zod swallows the error) and compiles parsers with it; jitless skips both. It is read
// when a schema is built, so every schema imports `z` from here.
z.config({ jitless: true })

export { z }
