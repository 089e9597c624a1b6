'use client'

import { useState, type ComponentProps } from 'react'

import { inputClass } from '@/components/form/fields'
import { Icon } from '@/components/Icon'

type InputProps = Omit<ComponentProps<'input'>, 'type' | 'className'>

/** Takes react-hook-form's `register(name)` props as they are. */
export function PasswordInput({ label, ...input }: InputProps & { label: string }) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <input type={visible ? 'text' : 'password'} className={`${inputClass} pr-12`} {...input} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? `Masquer le ${label.toLowerCase()}` : `Afficher le ${label.toLowerCase()}`}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-stone-600 hover:text-ink"
      >
        <Icon name={visible ? 'eye-off' : 'eye'} className="size-5" />
      </button>
    </div>
  )
}

export function PasswordField({ id, label, ...input }: InputProps & { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1">
        <PasswordInput id={id} label={label} {...input} />
      </div>
    </div>
  )
}
