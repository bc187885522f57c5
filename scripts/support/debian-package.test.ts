import { fromEnvironment, installOrStop } from './debian-package'

/** process.exit stops the test instead of the runner; what was printed is kept. */
function watchExit() {
  const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    throw new Error(`exit ${code}`)
  }) as typeof process.exit)
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  return {
    printed: () => error.mock.calls.map((call) => String(call[0])).join('\n'),
    restore: () => (exit.mockRestore(), error.mockRestore()),
  }
}

describe('fromEnvironment', () => {
  afterEach(() => delete process.env.TOOL_PATH_FOR_TEST)

  test.each([
    ['unset', undefined, undefined],
    ['empty', '', undefined],
    ['a file that is there', __filename, __filename],
  ])('%s: gives %s', (_case, value, expected) => {
    if (value !== undefined) process.env.TOOL_PATH_FOR_TEST = value
    expect(fromEnvironment('TOOL_PATH_FOR_TEST')).toBe(expected)
  })

  test('a file that is not there stops the run, naming the variable and the path', () => {
    process.env.TOOL_PATH_FOR_TEST = '/no/such/tool'
    const watched = watchExit()
    try {
      expect(() => fromEnvironment('TOOL_PATH_FOR_TEST')).toThrow('exit 1')
      expect(watched.printed()).toBe('TOOL_PATH_FOR_TEST is set to /no/such/tool, but no file is there.')
    } finally {
      watched.restore()
    }
  })
})

describe('installOrStop', () => {
  test(
    'where it cannot install (not root), it stops with the command to run and ' + 'the other way, never a silent pass',
    () => {
      const root = jest.spyOn(process, 'getuid').mockReturnValue(1000)
      const watched = watchExit()
      try {
        expect(() =>
          installOrStop({
            what: 'Thing',
            packages: 'thing-a thing-b',
            found: () => null,
            need: 'The tests need a thing.',
            orElse: 'or point THING_PATH at one.',
          }),
        ).toThrow('exit 1')
        expect(watched.printed()).toBe(
          'The tests need a thing. Install it, then run npm test again:\n  sudo ' +
            'apt-get update && apt-get install -y thing-a thing-b\nor point THING_PATH ' +
            'at one.',
        )
      } finally {
        watched.restore()
        root.mockRestore()
      }
    },
  )
})
