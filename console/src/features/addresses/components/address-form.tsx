import { useState, type FormEvent } from 'react';
import { Button, Checkbox, ComboBox, ComboBoxItem, Form, TextField } from '@workbench/design-system';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';
import {
  PHONE_PATTERN,
  RECEIVER_MAX,
  STREET_MAX,
  addAddress,
  updateAddress,
  useAreaTree,
  type Address,
  type AddressKind,
  type AreaNode,
} from '../api/addresses';
import { LoadError, LoadingLines } from '../../../components/load-state';

const NO_AREAS: AreaNode[] = [];

/** Counts characters as the server does (code points), so a length check agrees with it. */
const length = (value: string) => [...value.trim()].length;

interface AreaComboBoxProps {
  label: string;
  items: AreaNode[];
  selected: string | null;
  onSelect: (code: string | null) => void;
  requiredMessage: string;
  isDisabled?: boolean;
}

/** One level of the division choice: type to filter, arrows to move, Enter to choose. */
function AreaComboBox({ label, items, selected, onSelect, requiredMessage, isDisabled }: AreaComboBoxProps) {
  const t = useT();
  return (
    <ComboBox
      label={label}
      triggerLabel={t('address.showOptions', { field: label })}
      defaultItems={items}
      selectedKey={selected}
      onSelectionChange={(key) => onSelect(key === null ? null : String(key))}
      isRequired
      isDisabled={isDisabled}
      validate={() => (selected ? null : requiredMessage)}
    >
      {(item: AreaNode) => <ComboBoxItem id={item.code}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

/**
 * The fields of an address and Save / Cancel. Province, city and district are chained: choosing
 * a province clears the city and district, choosing a city clears the district. Every field is
 * checked before anything is sent (the same rules as the server); a failed submit moves focus to
 * the first invalid field. When the server still refuses, its message shows and the typed values
 * stay.
 */
export function AddressForm({
  kind,
  address,
  onSaved,
  onCancel,
}: {
  /** The list the address is added to or belongs to. */
  kind: AddressKind;
  address: Address | null;
  onSaved: (saved: Address) => void | Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const tree = useAreaTree();
  const [receiverName, setReceiverName] = useState(address?.receiverName ?? '');
  const [phone, setPhone] = useState(address?.phone ?? '');
  const [provinceCode, setProvinceCode] = useState<string | null>(address?.provinceCode ?? null);
  const [cityCode, setCityCode] = useState<string | null>(address?.cityCode ?? null);
  const [districtCode, setDistrictCode] = useState<string | null>(address?.districtCode ?? null);
  const [street, setStreet] = useState(address?.street ?? '');
  const [isDefault, setDefault] = useState(false);
  const [pending, setPending] = useState(false);

  if (tree.isLoading) return <LoadingLines lines={6} />;
  if (tree.error || !tree.data) return <LoadError onRetry={() => void tree.mutate()} />;

  const provinces = tree.data;
  const cities = provinces.find((node) => node.code === provinceCode)?.children ?? NO_AREAS;
  const districts = cities.find((node) => node.code === cityCode)?.children ?? NO_AREAS;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!provinceCode || !cityCode || !districtCode) return;
    const fields = {
      receiverName: receiverName.trim(),
      phone: phone.trim(),
      provinceCode,
      cityCode,
      districtCode,
      street: street.trim(),
    };
    setPending(true);
    try {
      const saved = address
        ? await updateAddress(kind, address.id, fields)
        : await addAddress(kind, { ...fields, isDefault });
      notify({ tone: 'success', key: address ? 'address.updated' : 'address.added' });
      await onSaved(saved);
    } catch {
      // The API client has shown the server's message; the typed values stay for a correction.
    } finally {
      setPending(false);
    }
  }

  return (
    <Form aria-label={t(address ? 'address.edit' : 'address.add')} onSubmit={(event) => void submit(event)}>
      <TextField
        name="receiverName"
        label={t('address.receiver')}
        autoComplete="name"
        isRequired
        value={receiverName}
        onChange={setReceiverName}
        validate={(value) => {
          if (!value.trim()) return t('address.receiver.required');
          return length(value) > RECEIVER_MAX ? t('address.receiver.length', { max: RECEIVER_MAX }) : null;
        }}
      />
      <TextField
        name="phone"
        type="tel"
        label={t('address.phone')}
        description={t('address.phone.description')}
        autoComplete="tel"
        isRequired
        value={phone}
        onChange={setPhone}
        validate={(value) => {
          if (!value.trim()) return t('address.phone.required');
          return PHONE_PATTERN.test(value.trim()) ? null : t('address.phone.format');
        }}
      />
      <AreaComboBox
        label={t('address.province')}
        items={provinces}
        selected={provinceCode}
        requiredMessage={t('address.province.required')}
        onSelect={(code) => {
          if (code === provinceCode) return;
          setProvinceCode(code);
          setCityCode(null);
          setDistrictCode(null);
        }}
      />
      <AreaComboBox
        key={`city-${provinceCode ?? ''}`}
        label={t('address.city')}
        items={cities}
        selected={cityCode}
        requiredMessage={t('address.city.required')}
        isDisabled={!provinceCode}
        onSelect={(code) => {
          if (code === cityCode) return;
          setCityCode(code);
          setDistrictCode(null);
        }}
      />
      <AreaComboBox
        key={`district-${cityCode ?? ''}`}
        label={t('address.district')}
        items={districts}
        selected={districtCode}
        requiredMessage={t('address.district.required')}
        isDisabled={!cityCode}
        onSelect={setDistrictCode}
      />
      <TextField
        name="street"
        label={t('address.street')}
        description={t('address.street.description', { max: STREET_MAX })}
        autoComplete="street-address"
        isRequired
        value={street}
        onChange={setStreet}
        validate={(value) => {
          if (!value.trim()) return t('address.street.required');
          const count = length(value);
          return count > STREET_MAX ? t('address.street.length', { max: STREET_MAX, count }) : null;
        }}
      />
      {address ? null : (
        <Checkbox isSelected={isDefault} onChange={setDefault}>
          {t('address.makeDefault')}
        </Checkbox>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onPress={onCancel}>
          {t('address.cancel')}
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          {t('address.save')}
        </Button>
      </div>
    </Form>
  );
}
