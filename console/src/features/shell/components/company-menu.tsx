import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@workbench/design-system';
import { Building2, ChevronDown } from 'lucide-react';
import { switchAccount } from '../../../api/sign-on';
import { useCompanyList } from '../../../api/user-info';
import { useT } from '../../../i18n';

/**
 * The attached-company dropdown (docs/behaviour.md, "Session"): choosing another company account clears
 * the token and goes to the sign-on service's switch-account address, which returns to the work
 * bench signed in under that account.
 */
export function CompanyMenu({ currentAccount }: { currentAccount: string }) {
  const t = useT();
  const { data } = useCompanyList(true);
  const current = data?.find((entry) => entry.account === currentAccount);
  if (!data || data.length < 2 || !current) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <Building2 aria-hidden="true" className="size-4" />
        <span>{t('topbar.company', { company: current.companyName })}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('topbar.switchCompany')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={current.account}
          onValueChange={(account) => {
            if (account === current.account) return;
            switchAccount(account);
          }}
        >
          {data.map((entry) => (
            <DropdownMenuRadioItem key={entry.account} value={entry.account}>
              {entry.companyName}
              <span className="ml-2 text-muted-foreground">{entry.account}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
