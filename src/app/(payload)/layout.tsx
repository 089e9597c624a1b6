import config from '@payload-config'
import '@payloadcms/next/css'
import { RootLayout } from '@payloadcms/next/layouts'
import type { ReactNode } from 'react'

import { payloadServerFunction } from '@/app/payloadServerFunction'

import { importMap } from './admin/importMap.js'
import './custom.scss'

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={payloadServerFunction}>
      {children}
    </RootLayout>
  )
}
