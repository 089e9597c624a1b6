'use client'

import { useState } from 'react'

import { outlineButton } from '@/components/buttonStyles'
import { useHydrated } from '@/components/useHydrated'

/**
 * One press puts a bank detail on the clipboard. The Clipboard API needs a secure context (an
 * address other than the machine's own over plain HTTP is not one): then a selected text area and
 * the older copy command do it.
 */
async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = value
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const copied = document.execCommand('copy')
    area.remove()
    return copied
  }
}

export function CopyButton({ value, what }: { value: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="button"
        className={outlineButton('small')}
        disabled={!hydrated}
        aria-label={`Copier ${what}`}
        onClick={async () => setState((await copyText(value)) ? 'copied' : 'failed')}
      >
        {state === 'copied' ? 'Copié' : 'Copier'}
      </button>
      <span aria-live="polite" className="sr-only">
        {state === 'copied'
          ? 'Copié dans le presse-papiers'
          : state === 'failed'
            ? 'Copie impossible : sélectionne le texte'
            : ''}
      </span>
    </>
  )
}
