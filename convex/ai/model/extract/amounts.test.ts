import { describe, expect, test } from 'vitest'
import { displayMoney, findAmounts, parseAmount } from './amounts'

const read = (text: string) =>
  findAmounts(text).map(({ value, start, end }) => ({ ...value, quote: text.slice(start, end) }))

describe('findAmounts', () => {
  test('reads dollar amounts with grouping, cents and scale words', () => {
    expect(read('a Settlement Amount of $1,250,000.00 and fees of $3.5 million')).toEqual([
      { amount: 1250000, currency: 'USD', quote: '$1,250,000.00' },
      { amount: 3500000, currency: 'USD', quote: '$3.5 million' },
    ])
    expect(read('$2bn, $750K and US$ 12.50')).toEqual([
      { amount: 2e9, currency: 'USD', quote: '$2bn' },
      { amount: 750000, currency: 'USD', quote: '$750K' },
      { amount: 12.5, currency: 'USD', quote: 'US$ 12.50' },
    ])
  })

  test('reads currency codes before and after the number, and currency words', () => {
    expect(read('USD 2,000 due; 450 EUR; 2,000 U.S. dollars')).toEqual([
      { amount: 2000, currency: 'USD', quote: 'USD 2,000' },
      { amount: 450, currency: 'EUR', quote: '450 EUR' },
      { amount: 2000, currency: 'USD', quote: '2,000 U.S. dollars' },
    ])
  })

  test('reads euro amounts written the European way and the US way', () => {
    expect(read('€10.000,50 and €10,000.50 and €10.000')).toEqual([
      { amount: 10000.5, currency: 'EUR', quote: '€10.000,50' },
      { amount: 10000.5, currency: 'EUR', quote: '€10,000.50' },
      { amount: 10000, currency: 'EUR', quote: '€10.000' },
    ])
    expect(read('£450.00')).toEqual([{ amount: 450, currency: 'GBP', quote: '£450.00' }])
  })

  test('finds the figure inside written-out amounts and ignores percentages and counts', () => {
    expect(
      read('One Million Dollars ($1,000,000.00), 25% of the fund, 140 million shares'),
    ).toEqual([{ amount: 1000000, currency: 'USD', quote: '$1,000,000.00' }])
  })

  test('rejects a dollar figure with European grouping', () => {
    expect(parseAmount('1.250.000', 'USD')).toBeNaN()
  })

  test('shows the currency code and two decimals', () => {
    expect(displayMoney({ amount: 1250000, currency: 'USD' })).toBe('USD 1,250,000.00')
    expect(displayMoney({ amount: 0.5, currency: 'EUR' })).toBe('EUR 0.50')
  })
})
