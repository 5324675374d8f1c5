import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { Money } from './money.tsx';

describe('Money', () => {
  it('writes kyat with thousands separators and Ks', () => {
    renderWithProviders(<Money amount={1250000} />);
    expect(screen.getByText('1,250,000 Ks')).toBeTruthy();
  });

  it('signs incomes: minus in red, plus in green', () => {
    renderWithProviders(
      <>
        <Money amount={-2500} signed />
        <Money amount={40000} signed />
      </>,
    );
    const negative = screen.getByText('-2,500 Ks');
    const positive = screen.getByText('+40,000 Ks');
    expect(negative.getAttribute('style')).toContain('red');
    expect(positive.getAttribute('style')).toContain('green');
  });
});
