import { suspenseInPlace } from './suspense-in-place'

// React's marks as it writes them (react-dom/server 19): the runtime is cut short here, its shape kept.
const clock = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>'
const runtime = '$RB=[];$RV=function(a){$RT=performance.now();if(2E3<a)a=1};$RC=function(a,b){$RB.push(a,b)};'
const apart = (id: number) => `<!--$?--><template id="B:${id}"></template><!--/$-->`
const segment = (id: number, content: string) => `<div hidden id="S:${id}">${content}</div>`
const inPlace = (content: string) => `<!--$-->${content}<!--/$-->`
const form = '<div class="planner"><form><div><input name="tons"/></div><p>5 &lt; 6</p></form><div></div></div>'
const panel = '<div role="status">Your estimate</div>'
const starter = '<script data-chunks="/a.js">go()</script>'

describe('suspenseInPlace', () => {
  test.each([
    ['a page React sent whole', `<html><head></head><body><main>${inPlace(form)}</main>${starter}</body></html>`, 0],
    [
      'one boundary sent apart, its content holding divs of its own',
      `<html><head>${clock}</head><body><main><h2>Plan</h2><div>${apart(0)}</div></main>` +
        `${segment(0, form)}<script>${runtime}$RC("B:0","S:0")</script>${starter}</body></html>`,
      1,
    ],
    [
      'two, the second moved by a script of its own',
      `<html><head>${clock}</head><body><main><div>${apart(0)}</div><aside>${apart(1)}</aside></main>` +
        `${segment(0, form)}<script>${runtime}$RC("B:0","S:0")</script>${segment(1, panel)}` +
        `<script>$RC("B:1","S:1")</script>${starter}</body></html>`,
      2,
    ],
  ])('%s', (_, html, moved) => {
    const page = suspenseInPlace(html, 'garlic.html')
    expect(page.moved).toBe(moved)
    if (moved === 0) expect(page.html).toBe(html)
    if (moved === 1)
      expect(page.html).toBe(
        `<html><head></head><body><main><h2>Plan</h2><div>${inPlace(form)}</div></main>${starter}</body></html>`,
      )
    if (moved === 2)
      expect(page.html).toBe(
        `<html><head></head><body><main><div>${inPlace(form)}</div><aside>${inPlace(panel)}</aside></main>` +
          `${starter}</body></html>`,
      )
  })

  test.each([
    [
      'a move with no boundary to go to',
      `<body>${segment(0, panel)}<script>${runtime}$RC("B:0","S:0")</script></body>`,
    ],
    ['a move whose content is missing', `<body>${apart(0)}<script>${runtime}$RC("B:0","S:0")</script></body>`],
    ['a boundary sent apart with no move', `<body>${apart(0)}${segment(0, panel)}</body>`],
    [
      'content that never closes',
      `<body>${apart(0)}<div hidden id="S:0"><div>Plan</div><script>${runtime}$RC("B:0","S:0")</script></body>`,
    ],
    [
      'another of React\u2019s instructions (a boundary the server could not finish)',
      `<body><!--$!--><template></template><!--/$--><script>$RX("B:0","E1")</script></body>`,
    ],
  ])('stops the build for %s, naming the page', (_, html) => {
    expect(() => suspenseInPlace(html, 'garlic.html')).toThrow(/^garlic\.html: /)
  })
})
