import { MapPin } from 'lucide-react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import {
  Badge,
  Button,
  ConfirmAction,
  Card,
  CardContent,
  Dialog,
  EmptyState,
  Select,
  SelectItem,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@workbench/design-system';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';
import {
  deleteAddress,
  setDefaultAddress,
  useAddresses,
  useProvinces,
  type Address,
  type AddressKind,
  type Province,
} from '../api/addresses';
import { AddressForm } from '../components/address-form';
import { LoadError, LoadingLines } from '../../../components/load-state';

/** Each list's words: its tab, the list's name and its empty state. */
const TEXT = {
  user: {
    tab: 'address.tab.user',
    list: 'address.list',
    empty: 'address.empty',
    emptyDescription: 'address.empty.description',
  },
  store: {
    tab: 'address.tab.store',
    list: 'address.store.list',
    empty: 'address.store.empty',
    emptyDescription: 'address.store.empty.description',
  },
} as const;

const KINDS: AddressKind[] = ['user', 'store'];

/** The address on one line: province, city, district and street. */
const fullAddress = (address: Address) =>
  `${address.provinceName}${address.cityName}${address.districtName} ${address.street}`;

/** What the dialog is doing: nothing, adding, or editing one address. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/**
 * One of the two lists, the same for both: the addresses with the default first; add and edit in a
 * dialog whose province, city and district are chosen from the division tree by typing and the
 * arrow keys; set the default; delete after a confirmation. Only one address of a list is the
 * default; deleting it makes the newest remaining one the default. The store list is shown one
 * province at a time (the server lists it only so); after a save it shows the saved address's.
 */
function AddressList({ kind }: { kind: AddressKind }) {
  const t = useT();
  const text = TEXT[kind];
  const [provinceCode, setProvinceCode] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useAddresses(kind, provinceCode);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const close = () => setEditing({ mode: 'closed' });

  async function makeDefault(address: Address) {
    try {
      await setDefaultAddress(kind, address.id);
      notify({ tone: 'success', key: 'address.defaultSet' });
      await mutate();
    } catch {
      // The API client has shown the server's message.
    }
  }

  const addButton = (
    <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
      {t('address.add')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {kind === 'store' ? <ProvinceFilter selected={provinceCode} onSelect={setProvinceCode} /> : null}
        {data && data.length > 0 ? addButton : null}
      </div>
      {isLoading ? (
        <LoadingLines />
      ) : error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data || data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<MapPin />}
            title={t(data ? text.empty : 'address.store.choose')}
            description={t(text.emptyDescription)}
            action={addButton}
          />
        </Card>
      ) : (
        <ul aria-label={t(text.list)} className="flex flex-col gap-3">
          {data.map((address) => (
            <li key={address.id}>
              <Card>
                <CardContent className="flex flex-wrap items-start justify-between gap-4 pt-5">
                  <div className="flex min-w-0 flex-col gap-1 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{address.receiverName}</span>
                      <span className="text-muted-foreground tabular-nums">{address.phone}</span>
                      {address.isDefault ? <Badge tone="primary">{t('address.default')}</Badge> : null}
                    </p>
                    <p className="break-words">{fullAddress(address)}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onPress={() => setEditing({ mode: 'edit', address })}>
                      {t('address.editAction')}
                    </Button>
                    {address.isDefault ? null : (
                      <Button variant="outline" size="sm" onPress={() => void makeDefault(address)}>
                        {t('address.setDefault')}
                      </Button>
                    )}
                    <Button variant="outline" size="sm" onPress={() => setDeleting(address)}>
                      {t('address.delete')}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        isOpen={editing.mode !== 'closed'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        isDismissable={false}
        title={t(editing.mode === 'edit' ? 'address.edit' : 'address.add')}
        closeLabel={t('address.close')}
      >
        {editing.mode === 'closed' ? null : (
          <AddressForm
            kind={kind}
            address={editing.mode === 'edit' ? editing.address : null}
            onCancel={close}
            onSaved={async (saved) => {
              close();
              if (kind === 'store' && saved.provinceCode !== provinceCode) setProvinceCode(saved.provinceCode);
              else await mutate();
            }}
          />
        )}
      </Dialog>

      <ConfirmAction
        target={deleting}
        onClose={() => setDeleting(null)}
        tone="destructive"
        title={t('address.delete.title')}
        description={(address) =>
          t('address.delete.description', { address: `${address.receiverName} ${fullAddress(address)}` })
        }
        confirmLabel={t('address.delete')}
        cancelLabel={t('address.cancel')}
        action={async (address) => {
          await deleteAddress(kind, address.id);
          await mutate();
        }}
        success={t('address.deleted')}
      />
    </div>
  );
}

/** The store list's province choice (`getProArea`). */
function ProvinceFilter({ selected, onSelect }: { selected: string | null; onSelect: (code: string) => void }) {
  const t = useT();
  const { data } = useProvinces();
  return (
    <Select
      className="w-56"
      label={t('address.store.province')}
      placeholder={t('address.store.province.placeholder')}
      items={data ?? []}
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (key !== null) onSelect(String(key));
      }}
    >
      {(province: Province) => <SelectItem id={province.code}>{province.name}</SelectItem>}
    </Select>
  );
}

/**
 * The signed-in account's addresses (menu entry `userAddress`, and the e-commerce
 * addresses, docs/wire-protocol.md, "Addresses"): two tabs, the delivery addresses and the store
 * addresses, each an {@link AddressList}.
 */
export default function AddressesScreen({ title }: { title: string }) {
  const t = useT();
  const [tab, setTab] = useState<Key>('user');
  return (
    <Screen title={title} className="flex max-w-3xl flex-col gap-6">
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label={t('address.tabs')}>
          {KINDS.map((kind) => (
            <Tab key={kind} id={kind}>
              {t(TEXT[kind].tab)}
            </Tab>
          ))}
        </TabList>
        {KINDS.map((kind) => (
          <TabPanel key={kind} id={kind}>
            <AddressList kind={kind} />
          </TabPanel>
        ))}
      </Tabs>
    </Screen>
  );
}
