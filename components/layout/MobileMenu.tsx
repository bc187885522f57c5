'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'
import { CloseIcon, MenuIcon } from '@/components/icons'
import { navLinkClass } from '@/components/layout/nav-link-styles'

export type MobileMenuProps = {
  links: ReadonlyArray<{ href: string; label: string }>
  currentPath: string | null
}

/** The collapsible navigation for screens under 768 px: opened by its button, closed by a link or Escape. */
export function MobileMenu({ links, currentPath }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <div className="md:hidden" data-needs-js="">
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md text-pasture-900 hover:bg-cream-100"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-cream-200 bg-cream-50 shadow-lg"
      >
        <nav aria-label="Main">
          <ul className="container-page flex flex-col gap-1 py-3">
            {links.map((link) => {
              const active = link.href === currentPath
              return (
                <li key={link.href}>
                  <Link
                    prefetch={false}
                    href={link.href}
                    className={navLinkClass(active, 'menu')}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </div>
  )
}
