/** Resolves false after `maxWaitMs`, so a caller can answer "try again" instead of hanging. */
export function createGate(size: number, maxWaitMs: number) {
  let inside = 0
  const queue: Array<(entered: boolean) => void> = []

  const enter = (): Promise<boolean> => {
    if (inside < size) {
      inside++
      return Promise.resolve(true)
    }
    return new Promise((resolve) => {
      const waiter = (entered: boolean) => {
        clearTimeout(timer)
        resolve(entered)
      }
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1)
        resolve(false)
      }, maxWaitMs)
      queue.push(waiter)
    })
  }

  const leave = () => {
    const next = queue.shift()
    if (next) next(true)
    else inside--
  }

  return { enter, leave }
}
