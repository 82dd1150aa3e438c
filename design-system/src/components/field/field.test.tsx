import { render, screen } from '@testing-library/react';
import { Input, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { FieldDescription, FieldError, FieldLabel } from './field';

describe('field parts', () => {
  it('wire a label, a description and an error to a RAC input', () => {
    render(
      <TextField isInvalid isRequired>
        <FieldLabel isRequired>Budget</FieldLabel>
        <Input />
        <FieldDescription>In CNY</FieldDescription>
        <FieldError>Over the limit</FieldError>
      </TextField>,
    );
    const input = screen.getByRole('textbox', { name: 'Budget' });
    expect(input).toHaveAccessibleDescription('In CNY Over the limit');
  });

  it('keep the required mark out of the accessible name', () => {
    render(
      <TextField isRequired>
        <FieldLabel isRequired>预算</FieldLabel>
        <Input />
      </TextField>,
    );
    expect(screen.getByRole('textbox', { name: '预算' })).toBeRequired();
  });
});
