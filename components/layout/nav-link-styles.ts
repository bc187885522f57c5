/**
 * The look of a navigation link, in the bar or in the phone's menu (component classes in
 * app/globals.css): the current page's link is highlighted by its `aria-current`, so what is
 * announced and what is seen cannot disagree.
 */
export const navLinkClass = { bar: 'nav-link', menu: 'menu-link' } as const

export const contactButtonClass = 'contact-button'
