import 'react'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmentation must repeat React's type parameter
  interface HTMLAttributes<T> {
    /** Element Timing API: names an element whose paint time the benchmark reads. */
    elementtiming?: string
  }
}
