'use client'

import { useEffect, useState, type ChangeEvent, type Ref } from 'react'

import { Field } from '@/components/form/fields'
import { outlineButton } from '@/components/buttonStyles'
import { AVATAR_ACCEPT, avatarProblem, SNIFF_BYTES, type AvatarProblem } from '@/domain/profile/avatarFile'
import { Icon } from '@/components/Icon'

/** Checked here with the server's own rule; a refused file leaves the previous choice. */
export function AvatarField({
  id,
  savedSrc,
  picked,
  error,
  inputRef,
  onPick,
  onRefuse,
}: {
  id: string
  savedSrc: string | null
  picked: File | null
  error?: string
  inputRef: Ref<HTMLInputElement>
  onPick: (file: File) => void
  onRefuse: (problem: AvatarProblem) => void
}) {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    // The object URL lives exactly as long as the file it shows (created and revoked here).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!picked) return setPreview(null)
    const url = URL.createObjectURL(picked)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [picked])

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    const firstBytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
    const problem = avatarProblem(file.size, firstBytes)
    // The input is emptied either way: the chosen file lives in the form's state.
    input.value = ''
    if (problem) onRefuse(problem)
    else onPick(file)
  }

  const src = preview ?? savedSrc
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="size-24 shrink-0 overflow-hidden rounded-full bg-stone-100 ring-1 ring-stone-200">
        {src ? (
          // A plain <img>: Next's image optimiser would not forward the member's session cookie.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={src}
            alt={preview ? 'Aperçu de ta nouvelle photo' : 'Ta photo de profil'}
            className="size-full object-cover"
          />
        ) : (
          <Icon name="user-round" className="size-full p-5 text-stone-400" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Field
          id={id}
          label="Photo de profil"
          note={`JPG, PNG ou WEBP, 5 Mo au plus.${picked ? ' Elle sera enregistrée avec ton profil.' : ''}`}
          error={error}
        >
          {(control) => (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {/* The browser's own button speaks its interface language: ours speaks French. */}
              <input
                {...control}
                ref={inputRef}
                type="file"
                accept={AVATAR_ACCEPT}
                onChange={choose}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                aria-hidden="true"
                className={`${outlineButton('small')} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
              >
                {savedSrc || picked ? 'Changer de photo' : 'Choisir une photo'}
              </label>
              {picked && <span className="min-w-0 break-all text-sm text-stone-600">{picked.name}</span>}
            </div>
          )}
        </Field>
      </div>
    </div>
  )
}
