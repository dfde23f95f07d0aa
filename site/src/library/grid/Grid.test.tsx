import { render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Col, Row } from './Grid'

describe('Row and Col', () => {
  it('render the gutter, gap and spans as CSS variables', () => {
    const { container } = render(
      <Row gutter={24} gap={8} align="center" tag="ul">
        <Col span={24} md={12} xl={6} offset={0} tag="li">
          A
        </Col>
        <Col span={12} push={2}>
          B
        </Col>
      </Row>,
    )
    const row = container.querySelector<HTMLElement>('[data-grid-row]')!
    expect(row.tagName).toBe('UL')
    expect(row.style.getPropertyValue('--row-gutter')).toBe('24px')
    expect(row.style.getPropertyValue('--row-gap')).toBe('8px')
    expect(row.style.alignItems).toBe('center')
    const [a, b] = container.querySelectorAll<HTMLElement>('[data-grid-col]')
    expect(a.tagName).toBe('LI')
    expect(a.style.getPropertyValue('--col-span')).toBe('24')
    expect(a.style.getPropertyValue('--col-md')).toBe('12')
    expect(a.style.getPropertyValue('--col-xl')).toBe('6')
    expect(a.className.split(' ')).toHaveLength(3)
    expect(b.style.getPropertyValue('--col-shift')).toBe('2')
  })

  it('logs a console error naming the component, prop and rule for an invalid span', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <Row>
        <Col span={30}>Too wide</Col>
      </Row>,
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith('Col: invalid prop "span": Too big: expected number to be <=24'))
  })
})
