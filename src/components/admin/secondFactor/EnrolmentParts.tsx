'use client'

import type { EnrolmentMaterial } from '@/auth/secondFactor/staffSecondFactor'

export function EnrolmentInstructions({ enrolment }: { enrolment: EnrolmentMaterial }) {
  return (
    <div className="tryb-second-factor__enrolment">
      <p>
        Scanne ce QR code avec ton application d’authentification (Google Authenticator, Aegis, 1Password…), puis saisis
        le code à 6 chiffres qu’elle affiche.
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data address drawn on the server */}
      <img
        src={enrolment.qrCode}
        alt="QR code à scanner avec ton application d’authentification"
        width={200}
        height={200}
        className="tryb-second-factor__qr"
      />
      <p>
        Ou saisis cette clé à la main : <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
    </div>
  )
}

export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <div className="tryb-second-factor__codes">
      <p>
        <strong>Tes codes de secours.</strong> Note-les et garde-les en lieu sûr : chacun permet une seule connexion si
        tu perds ton téléphone. Ils ne seront plus affichés.
      </p>
      <ul aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function CodeInput({
  value,
  onChange,
  label,
  hint,
}: {
  value: string
  onChange: (value: string) => void
  label: string
  hint: string
}) {
  return (
    <div className="field-type text">
      <label className="field-label" htmlFor="second-factor-code">
        {label}
      </label>
      <div className="field-type__wrap">
        <input
          id="second-factor-code"
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          required
          maxLength={64}
          aria-describedby="second-factor-code-hint"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id="second-factor-code-hint" className="field-description">
        {hint}
      </p>
    </div>
  )
}
