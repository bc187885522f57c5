/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { focus, heard, listen, stopListening } from '@/scripts/support/virtual-screen-reader'
import { interfaceWords } from '@/content/interface'
import { languageCodes } from '@/content/languages'
import { localize } from '@/lib/localize'
import { ChatButton } from './ChatButton'
import { MobileMenu } from './MobileMenu'

/** The phone's menu and the chat button as a screen reader names them, in every language. */
afterEach(() => stopListening())

describe.each(languageCodes)('the frame’s controls, heard (%s)', (language) => {
  const words = localize(interfaceWords, language)

  // The virtual reader reads a <summary> by its name only; the open or closed state browsers give it
  // (Chromium: a disclosure button, expanded or collapsed) is read from Chromium's own accessibility
  // tree in e2e/navigation.spec.ts.
  test('the menu button says its name; opened, the navigation is named and the current page is marked', async () => {
    const { container } = render(
      <MobileMenu
        links={[
          { href: '/', label: 'Home', current: true },
          { href: '/garlic', label: 'Du Toit Holdings', current: false },
        ]}
        otherLanguages={[]}
        label={words.navigation.label}
        buttonLabel={words.navigation.menuButton}
      />,
    )
    await listen(container)
    const button = container.querySelector('summary')!
    await focus(button)
    expect(await heard()).toContain(words.navigation.menuButton)
    await act(async () => {
      fireEvent.click(button)
      container.querySelector('details')!.open = true
    })
    expect(screen.getByRole('navigation', { name: words.navigation.label })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  })

  test('the chat button says what it does', async () => {
    const { container } = render(<ChatButton href="https://wa.me/27820000000?text=Hello" label={words.chatButton} />)
    await listen(container)
    await focus(screen.getByRole('link'))
    expect((await heard()).join(' | ')).toContain(`link, ${words.chatButton}`)
  })
})
