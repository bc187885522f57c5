import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { useOnDemand } from '@/components/use-on-demand'
import type { QrCode } from '@/lib/qr-code'

const loadEncoder = () => import('@/lib/qr-code')

/**
 * The QR code of `url` for a printed document. Its encoder is fetched when the browser is next idle
 * after a document is first shown (so the browser's own Print finds it ready), or at once when the
 * visitor asks to print (`ready`); never with the page.
 */
export function useQrCode(url: string): { qr: QrCode | null; ready: () => Promise<QrCode> } {
  const { want } = useOnDemand(loadEncoder)
  const [drawn, setDrawn] = useState<{ url: string; qr: QrCode } | null>(null)
  useEffect(() => {
    let current = true
    const draw = () =>
      want().then(
        ({ qrCode }) => current && setDrawn({ url, qr: qrCode(url) }),
        () => {},
      )
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    idle(() => void draw())
    return () => {
      current = false
    }
  }, [url, want])
  const qr = drawn?.url === url ? drawn.qr : null
  const ready = async () => {
    const { qrCode } = await want()
    const made = qrCode(url)
    // Drawn before the browser prints, which it does at once.
    flushSync(() => setDrawn({ url, qr: made }))
    return made
  }
  return { qr, ready }
}
