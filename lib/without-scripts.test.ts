import { withoutScripts } from './without-scripts'

describe('withoutScripts (a page with nothing to run: the content floor, the offline 404 page)', () => {
  test.each<[string, string, string]>([
    [
      'an inline loader with its plan',
      '<p>Hi</p><script data-chunks="/a.js">run()</script></body>',
      '<p>Hi</p></body>',
    ],
    ['structured data', '<script type="application/ld+json">{"a":"<b>"}</script><h1>Garlic</h1>', '<h1>Garlic</h1>'],
    ['a script file', '<head><script src="/_next/x.js" async=""></script></head>', '<head></head>'],
    ['several, on several lines', '<script>\na()\n</script><p>x</p><SCRIPT>b()</SCRIPT>', '<p>x</p>'],
  ])('removes %s and keeps everything else', (_case, html, expected) => {
    expect(withoutScripts(html)).toBe(expected)
  })

  test('keeps the words, links, pictures and styles of a page as they are', () => {
    const page =
      '<link rel="stylesheet" ' +
      'href="/a.css"/><noscript><style>x{}</style></noscript><img src="/i.avif" ' +
      'alt="A"/><a href="/garlic">Garlic</a>'
    expect(withoutScripts(page)).toBe(page)
  })
})
