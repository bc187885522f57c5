/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { SocialFeedFacade } from '@/components/sections/SocialFeedFacade'

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
  test('in the static HTML, before its script runs, the button is disabled; once it runs, it answers', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(facade)
    document.body.append(container)
    const button = () => screen.getByRole('button', { name: 'Show our latest posts' })
    expect(button()).toBeDisabled()
    // A tap on the page as served does nothing, and says so by being disabled.
    fireEvent.click(button())
    expect(feedScripts()).toHaveLength(0)
    await act(async () => {
      hydrateRoot(container, facade)
    })
    expect(button()).toBeEnabled()
    fireEvent.click(button())
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
