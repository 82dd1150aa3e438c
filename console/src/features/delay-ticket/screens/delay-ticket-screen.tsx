import { Tab, TabList, TabPanel, Tabs } from '@workbench/design-system';
import { useIntl } from 'react-intl';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { DelayApplyTable, DelayOrderTable } from '../components/delay-tables';
import { OpenTravelService } from '../components/open-travel-service';
import { StrandedTickets } from '../components/stranded-tickets';

/**
 * The fixed route `/delay_ticket` (docs/behaviour.md, "Routes": stranded tickets, hidden from the menu, not
 * cached): the stranded orders' count and amount, then two tabs (APG tabs), the applications and
 * the orders, each a table, and "Open travel service" (the travel service's single sign-on, in a
 * new tab). Says plainly when the travel service does not authorize the account.
 */
export default function DelayTicketScreen({ title }: { title: string }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Screen title={title}>
      <StrandedTickets>
        {({ count, amount, applies, orders }) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">
                {t('delayTicket.summary', {
                  count: intl.formatNumber(count),
                  amount: intl.formatNumber(amount, { style: 'currency', currency: 'CNY' }),
                })}
              </p>
              <OpenTravelService />
            </div>
            <Tabs>
              <TabList aria-label={t('delayTicket.tabs')}>
                <Tab id="applies">{t('delayTicket.tab.applies')}</Tab>
                <Tab id="orders">{t('delayTicket.tab.orders')}</Tab>
              </TabList>
              <TabPanel id="applies">
                <DelayApplyTable applies={applies} />
              </TabPanel>
              <TabPanel id="orders">
                <DelayOrderTable orders={orders} />
              </TabPanel>
            </Tabs>
          </>
        )}
      </StrandedTickets>
    </Screen>
  );
}
