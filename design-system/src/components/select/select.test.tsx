import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldMessages } from '../field/field';
import { Select, SelectItem, type SelectProps } from './select';

interface Company {
  id: string;
  name: string;
}

const COMPANIES: Company[] = [
  { id: 'hq', name: 'Headquarters' },
  { id: 'sz', name: 'Shenzhen branch' },
  { id: 'bj', name: 'Beijing branch' },
  { id: 'intl', name: 'International' },
];

function CompanySelect(props: Partial<SelectProps<Company>>) {
  return (
    <Select<Company> label="Company" placeholder="Choose a company" items={COMPANIES} {...props}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

async function openWithKeyboard(key: string) {
  await userEvent.tab();
  await userEvent.keyboard(key);
  return screen.getByRole('listbox');
}

describe('Select', () => {
  it('is a button named by its label and showing the placeholder, collapsed', () => {
    render(<CompanySelect description="Orders are billed to it" />);
    const button = screen.getByRole('button', { name: /Company/ });
    expect(button).toHaveTextContent('Choose a company');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('listbox: Enter opens the list and focuses the selected option', async () => {
    render(<CompanySelect defaultSelectedKey="bj" />);
    const button = screen.getByRole('button', { name: /Company/ });
    const listbox = await openWithKeyboard('[Enter]');
    expect(within(listbox).getByRole('option', { name: 'Beijing branch' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('listbox: Down Arrow opens the list and moves focus to the next option', async () => {
    render(<CompanySelect />);
    await openWithKeyboard('[ArrowDown]');
    expect(screen.getByRole('option', { name: 'Headquarters' })).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    expect(screen.getByRole('option', { name: 'Shenzhen branch' })).toHaveFocus();
  });

  it('listbox: Up Arrow moves focus to the previous option', async () => {
    render(<CompanySelect defaultSelectedKey="bj" />);
    await openWithKeyboard('[Enter]');
    await userEvent.keyboard('[ArrowUp]');
    expect(screen.getByRole('option', { name: 'Shenzhen branch' })).toHaveFocus();
  });

  it('listbox: Home and End move focus to the first and last option', async () => {
    render(<CompanySelect defaultSelectedKey="sz" />);
    await openWithKeyboard('[Enter]');
    await userEvent.keyboard('[End]');
    expect(screen.getByRole('option', { name: 'International' })).toHaveFocus();
    await userEvent.keyboard('[Home]');
    expect(screen.getByRole('option', { name: 'Headquarters' })).toHaveFocus();
  });

  it('listbox: type-ahead moves focus to the option starting with the typed text', async () => {
    render(<CompanySelect />);
    await openWithKeyboard('[Enter]');
    await userEvent.keyboard('Int');
    expect(screen.getByRole('option', { name: 'International' })).toHaveFocus();
  });

  it('listbox: Enter selects the focused option, closes the list and returns focus', async () => {
    const onSelectionChange = vi.fn();
    render(<CompanySelect onSelectionChange={onSelectionChange} />);
    await openWithKeyboard('[ArrowDown]');
    await userEvent.keyboard('[ArrowDown][Enter]');
    expect(onSelectionChange).toHaveBeenCalledWith('sz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Company/ });
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveTextContent('Shenzhen branch');
  });

  it('listbox: Escape closes the list without changing the value', async () => {
    const onSelectionChange = vi.fn();
    render(<CompanySelect defaultSelectedKey="hq" onSelectionChange={onSelectionChange} />);
    const button = screen.getByRole('button', { name: /Company/ });
    await openWithKeyboard('[Enter]');
    await userEvent.keyboard('[ArrowDown][Escape]');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSelectionChange).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveTextContent('Headquarters');
  });

  it('marks the chosen option selected and disabled options disabled', async () => {
    render(<CompanySelect defaultSelectedKey="hq" disabledKeys={['intl']} />);
    await userEvent.click(screen.getByRole('button', { name: /Company/ }));
    expect(screen.getByRole('option', { name: 'Headquarters' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'International' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens an empty list that says why when given emptyLabel, and stays shut without it', async () => {
    const { unmount } = render(<CompanySelect items={[]} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown]');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Company/ })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    render(<CompanySelect items={[]} emptyLabel="Loading…" />);
    const listbox = await openWithKeyboard('[ArrowDown]');
    expect(listbox).toHaveTextContent('Loading…');
    expect(within(listbox).queryAllByRole('option', { name: /Headquarters/ })).toHaveLength(0);
  });

  it('renders open with defaultOpen, portalled into the body', () => {
    render(<CompanySelect defaultOpen />);
    expect(screen.getByRole('listbox').closest('body')).toBe(document.body);
  });

  it('shows its error when invalid', () => {
    render(<CompanySelect isInvalid errorMessage="Choose the company to bill" />);
    expect(screen.getByText('Choose the company to bill')).toBeInTheDocument();
  });

  it('takes part in forms through a hidden native select', () => {
    const { container } = render(<CompanySelect name="company" defaultSelectedKey="sz" />);
    expect(container.querySelector('select[name="company"]')).toHaveValue('sz');
  });
});

describe('Select: a required choice left empty', () => {
  function RequiredForm({ ownMessage }: { ownMessage?: string }) {
    return (
      <FieldMessages value={{ valueMissing: '此项为必填项' }}>
        <form aria-label="Secret" onSubmit={(event) => event.preventDefault()}>
          <CompanySelect isRequired errorMessage={ownMessage} />
          <button type="submit">Save</button>
        </form>
      </FieldMessages>
    );
  }

  it("says FieldMessages' valueMissing, not the browser's words, under the select", async () => {
    render(<RequiredForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const trigger = screen.getByRole('button', { name: /Company/ });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('此项为必填项'));
    // Chosen, the message goes.
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: 'Shenzhen branch' }));
    await waitFor(() => expect(screen.queryByText('此项为必填项')).not.toBeInTheDocument());
  });

  it("keeps the field's own message over FieldMessages'", async () => {
    render(<RequiredForm ownMessage="Choose the company the secret is for." />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the company the secret is for.')).toBeInTheDocument();
    expect(screen.queryByText('此项为必填项')).not.toBeInTheDocument();
  });
});
