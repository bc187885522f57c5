'use client'

export { PageError as default } from '@/components/errors/PageError'
