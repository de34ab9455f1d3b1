import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from 'shared/testing';
import { OtpInput } from './otp-input';

function Harness() {
  const [code, setCode] = useState(['', '', '', '', '', '']);
  return (
    <>
      <span id="code-label">Code</span>
      <OtpInput value={code} onChange={setCode} labelledBy="code-label" />
      <output data-testid="joined">{code.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Code digit ${n} of 6` });

describe('the code boxes', () => {
  it('are six labelled one-character boxes in a group', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeVisible();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('move focus on as each character is typed', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2345');
    expect(box(6)).toHaveFocus();
    await user.keyboard('6');
    expect(screen.getByTestId('joined')).toHaveTextContent('123456');
    expect(box(6)).toHaveFocus();
  });

  it('ignore a non-digit and keep focus', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('go back one box on Backspace in an empty box', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    // In a filled box Backspace clears it and stays.
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(screen.getByTestId('joined')).toHaveTextContent('1');
  });

  it('spread a paste over the boxes, one character each', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(box(1));
    await user.paste('987 654');
    for (const [i, digit] of ['9', '8', '7', '6', '5', '4'].entries()) {
      expect(box(i + 1)).toHaveValue(digit);
    }
    expect(box(6)).toHaveFocus();
  });

  it('fill from the focused box when pasting part of a code', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(box(3));
    await user.paste('12');
    expect(screen.getByTestId('joined')).toHaveTextContent('12');
    expect(box(3)).toHaveValue('1');
    expect(box(4)).toHaveValue('2');
    expect(box(5)).toHaveFocus();
  });
});
