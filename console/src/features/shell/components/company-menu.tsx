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
import { useId } from 'react';
import { switchAccount } from '../../../api/sign-on';
import { useCompanyList, type AttachedAccount } from '../../../api/user-info';
import { useT } from '../../../i18n';

/**
 * The attached companies of the signed-in account and the current one, or `null` while they load
 * or when there is nothing to switch to (fewer than two, or the current one is not listed).
 */
export function useCompanies(
  currentAccount: string,
): { list: readonly AttachedAccount[]; current: AttachedAccount } | null {
  const { data } = useCompanyList(true);
  const current = data?.find((entry) => entry.account === currentAccount);
  if (!data || data.length < 2 || !current) return null;
  return { list: data, current };
}

/**
 * The companies as menu radio items (`menuitemradio`, the current one checked), headed by "切换公司"
 * (docs/behaviour.md, "Session"): choosing another company account clears the token and goes to the
 * sign-on service's switch-account address, which returns to the work bench signed in under that
 * account. Used by the company dropdown and by the top bar's overflow menu.
 */
export function CompanyChoices({ list, current }: { list: readonly AttachedAccount[]; current: AttachedAccount }) {
  const t = useT();
  const labelId = useId();
  return (
    <>
      <DropdownMenuLabel id={labelId}>{t('topbar.switchCompany')}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuRadioGroup
        aria-labelledby={labelId}
        value={current.account}
        onValueChange={(account) => {
          if (account === current.account) return;
          switchAccount(account);
        }}
      >
        {list.map((entry) => (
          <DropdownMenuRadioItem key={entry.account} value={entry.account}>
            {entry.companyName}
            <span className="ml-2 text-muted-foreground">{entry.account}</span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** The attached-company dropdown of the top bar (docs/behaviour.md, "Session"), see {@link CompanyChoices}. */
export function CompanyMenu({ currentAccount }: { currentAccount: string }) {
  const t = useT();
  const companies = useCompanies(currentAccount);
  if (!companies) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger variant="ghost" className="max-w-full min-w-0 text-sm">
        <Building2 aria-hidden="true" className="size-4 shrink-0" />
        {/* The name takes the room the top bar has and is cut only when that runs out; the menu names it in full. */}
        <span className="min-w-0 truncate">{t('topbar.company', { company: companies.current.companyName })}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <CompanyChoices {...companies} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
