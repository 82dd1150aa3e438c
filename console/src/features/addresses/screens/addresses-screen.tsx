import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog, Badge, Button, Card, CardContent, Dialog, EmptyState } from '@workbench/design-system';
import { ScreenHeading } from '../../../components/screen-heading';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';
import { deleteAddress, setDefaultAddress, useAddresses, type Address } from '../api/addresses';
import { AddressForm } from '../components/address-form';
import { LoadError, LoadingLines } from '../../../components/load-state';

/** The address on one line: province, city, district and street. */
const fullAddress = (address: Address) =>
  `${address.provinceName}${address.cityName}${address.districtName} ${address.street}`;

/** What the dialog is doing: nothing, adding, or editing one address. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/**
 * The signed-in account's delivery addresses (menu entry `userAddress`, spec section 3 "User
 * address"): a list with the default first; add and edit in a dialog whose province, city and
 * district are chosen from the division tree by typing and the arrow keys; set the default; delete
 * after a confirmation. Only one address is the default; deleting it makes the newest remaining
 * one the default.
 */
export default function AddressesScreen({ title }: { title: string }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useAddresses();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const close = () => setEditing({ mode: 'closed' });

  async function makeDefault(address: Address) {
    try {
      await setDefaultAddress(address.id);
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
    <section aria-labelledby="screen-title" className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <ScreenHeading title={title} />
        {data && data.length > 0 ? addButton : null}
      </div>
      {isLoading ? (
        <LoadingLines />
      ) : error || !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<MapPin />}
            title={t('address.empty')}
            description={t('address.empty.description')}
            action={addButton}
          />
        </Card>
      ) : (
        <ul aria-label={t('address.list')} className="flex flex-col gap-3">
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
            address={editing.mode === 'edit' ? editing.address : null}
            onCancel={close}
            onSaved={async () => {
              close();
              await mutate();
            }}
          />
        )}
      </Dialog>

      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="destructive"
        title={t('address.delete.title')}
        confirmLabel={t('address.delete')}
        cancelLabel={t('address.cancel')}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteAddress(deleting.id);
          notify({ tone: 'success', key: 'address.deleted' });
          await mutate();
        }}
      >
        {deleting
          ? t('address.delete.description', { address: `${deleting.receiverName} ${fullAddress(deleting)}` })
          : ''}
      </AlertDialog>
    </section>
  );
}
