/**
 * On Node 20 tsx's loader thread sometimes loses an answer (exit 13) on a busy machine. Plain JavaScript, so it loads
 * without that loader.
 */
import { spawn } from 'node:child_process'

const LOADER_STALL = 13
const ATTEMPTS = 3
const [entry, ...args] = process.argv.slice(2)

if (!entry) {
  console.error('Usage : node scripts/ts.mjs <fichier.ts> [arguments…]')
  process.exit(2)
}

function run(attempt) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { stdio: 'inherit' })
  const forward = (signal) => child.kill(signal)
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of signals) process.on(signal, forward)
  child.on('exit', (code, signal) => {
    for (const signal of signals) process.off(signal, forward)
    if (code === LOADER_STALL && attempt < ATTEMPTS) {
      console.error(
        `[tryb] ${entry} : chargement des modules interrompu (code 13), nouvel essai (${attempt + 1}/${ATTEMPTS})`,
      )
      run(attempt + 1)
      return
    }
    if (signal) process.kill(process.pid, signal)
    else process.exit(code ?? 1)
  })
}

run(1)
