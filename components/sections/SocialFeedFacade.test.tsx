/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { SocialFeedFacade } from '@/components/sections/SocialFeedFacade'
import { earlyClickMark, noteEarlyClick } from '@/lib/early-click'

const scriptUrl = 'https://static.feed.example/platform.js'

const facade = (
  <SocialFeedFacade
    widgetId="abc123-feed"
    scriptUrl={scriptUrl}
    loadLabel="Show our latest posts"
    privacyNote="The posts load from our social feed provider."
    failedText="The posts could not be loaded just now."
    profileLinks={<a href="https://www.instagram.com/farm">Instagram</a>}
  />
)

function renderFacade() {
  return render(
    <SocialFeedFacade
      widgetId="abc123-feed"
      scriptUrl={scriptUrl}
      loadLabel="Show our latest posts"
      privacyNote="The posts load from our social feed provider."
      failedText="The posts could not be loaded just now."
      profileLinks={<a href="https://www.instagram.com/farm">Instagram</a>}
    />,
  )
}

const feedScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === scriptUrl)

afterEach(() => feedScripts().forEach((script) => script.remove()))

describe('SocialFeedFacade', () => {
  test('in the static HTML a click is noted, and the feed loads once the script runs', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(facade)
    document.body.append(container)
    const button = () => screen.getByRole('button', { name: 'Show our latest posts' })
    expect(button()).toBeEnabled()
    // The page's basics, as they take a click until the framework marks the page interactive (which
    // may come after this component's script has run: they are still listening then).
    const noteClick = (event: MouseEvent) => {
      if (!document.documentElement.hasAttribute('data-interactive'))
        noteEarlyClick(event.target, document.documentElement)
    }
    document.addEventListener('click', noteClick)
    fireEvent.click(button())
    expect(feedScripts()).toHaveLength(0)
    expect(document.documentElement).toHaveAttribute(earlyClickMark('social-feed'))
    await act(async () => {
      hydrateRoot(container, facade)
    })
    document.removeEventListener('click', noteClick)
    expect(feedScripts()).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Show our latest posts' })).toBeNull()
    // Done: a later mount asks for nothing.
    expect(document.documentElement.hasAttribute(earlyClickMark('social-feed'))).toBe(false)
    container.remove()
  })

  test('without an early click, the script running loads nothing; a click then loads the feed', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(facade)
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, facade)
    })
    expect(feedScripts()).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Show our latest posts' }))
    expect(feedScripts()).toHaveLength(1)
    container.remove()
  })

  test('adds no third-party script until the visitor asks, and shows the profile links meanwhile', () => {
    const { container } = renderFacade()
    expect(feedScripts()).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument()
    expect(container.querySelector('.elfsight-app-abc123-feed')).toBeNull()
  })

  test('on request, adds the widget script once and the widget container', () => {
    const { container } = renderFacade()
    fireEvent.click(screen.getByRole('button', { name: 'Show our latest posts' }))
    expect(feedScripts()).toHaveLength(1)
    expect(feedScripts()[0]!.async).toBe(true)
    expect(container.querySelector('.elfsight-app-abc123-feed')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Show our latest posts' })).toBeNull()
  })

  test('if the script fails to load, says so and keeps the profile links', () => {
    renderFacade()
    fireEvent.click(screen.getByRole('button', { name: 'Show our latest posts' }))
    fireEvent.error(feedScripts()[0]!)
    expect(screen.getByRole('status')).toHaveTextContent('The posts could not be loaded just now.')
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument()
  })
})
