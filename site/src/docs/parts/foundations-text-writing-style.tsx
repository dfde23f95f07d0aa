/** NUMBERS are the rows of the writing style's table of numbers: what, how, and an example. */
export const NUMBERS: [string, string, string][] = [
  ['Counts', 'Digits, always, even below ten', '3 files, 12 comments'],
  ['Large numbers', 'A space every three digits; live examples use the separator of their locale', '1 284 parts, 25 000 EUR'],
  ['Decimals', 'The locale’s separator, only as many places as matter', '0.5 mm, 12.75 EUR'],
  ['Units', 'A space between number and unit; the symbol, not the word', '5 MB, 20 px, 300 ms'],
  ['Ranges', 'An en dash, no spaces, or “to” in running text', '10–20 parts; 10 to 20 parts'],
  ['Dates', 'Year, month, day with dashes where space is short; written out in sentences', '2025-06-30; 30 June 2025'],
  ['Times', '24-hour clock with a colon', '14:05'],
  ['Percentages', 'The sign with no space', '85%'],
]
