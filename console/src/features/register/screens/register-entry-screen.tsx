import { Screen } from '../../../components/screen';
import { paths, ROUTER_BASE } from '../../../config/paths';
import { useT } from '../../../i18n';

/** A step of the supplier registration, as its menu `url` names it. */
type RegisterStep = 'explanation' | 'form' | 'registration' | 'confirm';

/**
 * What a menu entry naming a registration screen (`registerExplanation`, `registerForm`,
 * `registration`, `registerConfirm`) shows inside the shell: the registration is for a person
 * without an account and stands outside the shell at `/admin/register` (docs/behaviour.md,
 * "Supplier registration"), so this says so and links there, at the step the entry names.
 */
function RegisterEntry({ title, step }: { title: string; step: RegisterStep }) {
  const t = useT();
  return (
    <Screen title={title} className="gap-4">
      <p>{t('register.entry')}</p>
      <p>
        {/* A full navigation: the registration is drawn without the shell. */}
        <a className="text-primary-text underline underline-offset-4" href={ROUTER_BASE + paths.register.href(step)}>
          {t('register.entryLink')}
        </a>
      </p>
    </Screen>
  );
}

/** The `registerExplanation` screen. */
export const ExplanationEntry = ({ title }: { title: string }) => <RegisterEntry title={title} step="explanation" />;
/** The `registerForm` screen. */
export const FormEntry = ({ title }: { title: string }) => <RegisterEntry title={title} step="form" />;
/** The `registration` screen. */
export const RegistrationEntry = ({ title }: { title: string }) => <RegisterEntry title={title} step="registration" />;
/** The `registerConfirm` screen. */
export const ConfirmEntry = ({ title }: { title: string }) => <RegisterEntry title={title} step="confirm" />;
