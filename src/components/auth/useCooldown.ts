'use client'

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The end time is kept in localStorage so it survives reloads; the server enforces the same cooldown. */
export function useCooldown(key: string) {
  const until = useSyncExternalStore(
    subscribe,
    () => Number(window.localStorage.getItem(key)) || 0,
    () => 0,
  )
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (until <= Date.now()) return
    const timer = window.setInterval(() => setNow(Date.now()), 250)
    return () => window.clearInterval(timer)
  }, [until])

  const start = useCallback(
    (seconds: number) => {
      window.localStorage.setItem(key, String(Date.now() + seconds * 1000))
      setNow(Date.now())
      for (const listener of listeners) listener()
    },
    [key],
  )

  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start }
}

export function useAnswerCooldown(key: string, answer: { cooldownSeconds?: number } | null) {
  const cooldown = useCooldown(key)
  const { start } = cooldown
  useEffect(() => {
    if (answer?.cooldownSeconds) start(answer.cooldownSeconds)
  }, [answer, start])
  return cooldown
}
