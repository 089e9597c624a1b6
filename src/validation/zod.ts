import { z } from 'zod'

// Our Content-Security-Policy forbids `eval` (next.config.ts). Zod 4 otherwise probes
// `new Function` on the first object schema (the browser reports it as a policy violation even
// though zod swallows the error) and compiles parsers with it; jitless skips both.
// Our schemas give their own French message for every rule a form can break; the French locale
// answers the rest, the odd input only another door sends (a number for a title, an object for a
// list), so no English default ever reaches a member. Both settings are read when a schema is
// built or run, so every schema imports `z` from here.
z.config({ ...z.locales.fr(), jitless: true })

export { z }
