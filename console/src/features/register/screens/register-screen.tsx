import {
  Button,
  buttonVariants,
  Checkbox,
  cn,
  Form,
  PasswordField,
  Stepper,
  TextField,
} from '@workbench/design-system';
import {
  ACCOUNT_PATTERN,
  BIN_CODE_PATTERN,
  COMPANY_NAME_MAX,
  MOBILE_PATTERN,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordRuleMet,
  SMS_CODE_PATTERN,
} from '@workbench/contracts';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitch } from '../../../components/language-switch';
import { paths } from '../../../config/paths';
import { useT, type MessageKey } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { checkForm, registerSupplier, sendMessage, type SupplierForm, validateCode } from '../api/register';

/** The four steps, in order (docs/behaviour.md, "Supplier registration"). */
const STEPS = ['explanation', 'form', 'registration', 'confirm'] as const;
type Step = (typeof STEPS)[number];

const STEP_TITLES: Record<Step, MessageKey> = {
  explanation: 'register.step.explanation',
  form: 'register.step.form',
  registration: 'register.step.registration',
  confirm: 'register.step.confirm',
};

/** What the brand band says a visitor should know before starting. */
const BAND_POINTS: readonly MessageKey[] = ['register.bandPrepare', 'register.bandSteps', 'register.bandSignIn'];

/** The sign-in page, a page of its own outside the app (docs/architecture.md, "Sign-in page"). */
const SIGN_IN_HREF = '/admin/login';

/** What the confirm step shows of the form, with each field's label. */
const SUMMARY: readonly (readonly [keyof SupplierForm, MessageKey])[] = [
  ['companyName', 'register.companyName'],
  ['binCode', 'register.binCode'],
  ['name', 'register.name'],
  ['phone', 'register.phone'],
  ['account', 'register.account'],
];

const EMPTY_FORM: SupplierForm = { companyName: '', binCode: '', name: '', phone: '', account: '', password: '' };

function isStep(value: string | null): value is Step {
  return (STEPS as readonly (string | null)[]).includes(value);
}

/** A step's heading, focused when the step shows, so a screen reader announces it (WCAG 2.4.3). */
function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold outline-none">
      {children}
    </h2>
  );
}

/** The server's field errors of a refusal, `{}` for any other failure (already shown as a warning). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? { ...error.fieldErrors } : {};
}

/**
 * Supplier registration for a person without an account (docs/behaviour.md, "Supplier
 * registration"): one form in four steps at `/register?step=<step>`, outside the shell, in the
 * product's frame: its logo and name, the language switch and a way to the sign-in page; from
 * 1024 px a brand band beside the form says what to prepare. The steps are the design system's
 * `Stepper`, the current one marked (`aria-current="step"`); each step's heading takes focus when
 * it shows; Back keeps what was typed. An address naming a step whose earlier steps are not done
 * yet goes to the first one that is not.
 */
export default function RegisterScreen() {
  const t = useT();
  const [, setLocation] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('step');
  const [agreed, setAgreed] = useState(false);
  const [form, setForm] = useState<SupplierForm>(EMPTY_FORM);
  const [confirmPassword, setConfirmPassword] = useState('');
  const [formChecked, setFormChecked] = useState(false);
  const [registrationId, setRegistrationId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const done: Record<Step, boolean> = {
    explanation: agreed,
    form: agreed && formChecked,
    registration: agreed && formChecked && verified,
    confirm: registered !== null,
  };
  const firstIncomplete = STEPS.find((step) => !done[step]) ?? 'confirm';
  const wanted: Step = isStep(requested) ? requested : 'explanation';
  const step: Step = STEPS.indexOf(wanted) > STEPS.indexOf(firstIncomplete) ? firstIncomplete : wanted;

  useEffect(() => {
    if (step !== requested) setLocation(paths.register.href(step), { replace: true });
  }, [step, requested, setLocation]);

  const pageTitle = `${t('register.title')} - ${t('app.name')}`;
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  function go(next: Step) {
    setErrors({});
    setLocation(paths.register.href(next));
  }

  function edit(field: keyof SupplierForm, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setFormChecked(false);
    if (field === 'phone') {
      setRegistrationId(null);
      setCodeSent(false);
      setVerified(false);
    }
  }

  async function run(action: () => Promise<void>) {
    setPending(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setPending(false);
    }
  }

  function submitForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const problems = await checkForm(form, {
        passwordRule: t('register.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
      });
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
      setFormChecked(true);
      go('registration');
    });
  }

  function send() {
    void run(async () => {
      const sent = await sendMessage(form.phone);
      setRegistrationId(sent.registrationId);
      setCodeSent(true);
      setVerified(false);
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!registrationId) return;
    void run(async () => {
      await validateCode(registrationId, form.phone, code);
      setVerified(true);
      go('confirm');
    });
  }

  function submitRegistration(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!registrationId) return;
    void run(async () => {
      setRegistered((await registerSupplier(registrationId, form)).account);
    });
  }

  const backButton = (to: Step) => (
    <Button variant="secondary" onPress={() => go(to)}>
      {t('register.back')}
    </Button>
  );

  return (
    <div className="grid min-h-dvh grid-rows-[auto_1fr] bg-background lg:grid-cols-[minmax(22rem,2fr)_3fr]">
      <header className="col-start-1 row-start-1 flex flex-col px-4 py-3 sm:px-6 lg:sticky lg:top-0 lg:row-span-2 lg:h-dvh lg:bg-primary lg:px-10 lg:py-10 lg:text-primary-foreground lg:[--logo-mark:var(--primary)] lg:[--logo-plate:var(--primary-foreground)] lg:dark:bg-accent lg:dark:text-accent-foreground lg:dark:[--logo-mark:var(--primary-foreground)] lg:dark:[--logo-plate:var(--primary)] forced-colors:border-e">
        <p className="flex items-center gap-2.5 text-lg font-semibold">
          <BrandLogo className="size-8" />
          {t('app.name')}
        </p>
        <div className="hidden max-w-sm flex-1 flex-col justify-center gap-5 lg:flex">
          <p className="text-3xl leading-tight font-semibold">{t('register.bandTitle')}</p>
          <p className="text-base">{t('register.bandText')}</p>
          <ul className="flex flex-col gap-3 text-sm">
            {BAND_POINTS.map((point) => (
              <li key={point} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t(point)}
              </li>
            ))}
          </ul>
        </div>
      </header>
      <div className="col-start-1 row-start-1 flex items-center gap-1 self-center justify-self-end pe-2 sm:pe-4 lg:col-start-2 lg:self-start lg:pt-4">
        <a
          href={SIGN_IN_HREF}
          className={cn(buttonVariants({ variant: 'link' }), 'hidden px-2 text-sm sm:inline-flex')}
        >
          {t('register.haveAccount')}
        </a>
        <LanguageSwitch />
      </div>
      <main
        id="main"
        className="flex items-start justify-center px-4 pt-2 pb-12 sm:px-6 sm:pt-6 lg:col-start-2 lg:row-start-2 lg:pt-4"
      >
        <div className="flex w-full max-w-2xl flex-col gap-6 sm:rounded-xl sm:border sm:border-border sm:bg-surface sm:p-8 sm:text-surface-foreground sm:shadow-md">
          <h1 className="text-2xl font-semibold">{t('register.title')}</h1>
          <Stepper
            aria-label={t('register.steps')}
            steps={STEPS.map((item) => ({ id: item, label: t(STEP_TITLES[item]) }))}
            currentStep={step}
            stateLabels={{
              complete: t('register.stepComplete'),
              current: t('register.stepCurrent'),
              upcoming: t('register.stepUpcoming'),
            }}
          />

          {step === 'explanation' ? (
            <Form
              key="explanation"
              aria-label={t(STEP_TITLES.explanation)}
              onSubmit={(event) => {
                event.preventDefault();
                go('form');
              }}
            >
              <StepHeading>{t(STEP_TITLES.explanation)}</StepHeading>
              <p>{t('register.explanation')}</p>
              <Checkbox
                name="agreed"
                isSelected={agreed}
                onChange={setAgreed}
                isRequired
                validate={(selected) => (selected ? null : t('register.agreeRequired'))}
              >
                {t('register.agree')}
              </Checkbox>
              <div>
                <Button type="submit" variant="primary">
                  {t('register.next')}
                </Button>
              </div>
            </Form>
          ) : null}

          {step === 'form' ? (
            <Form key="form" aria-label={t(STEP_TITLES.form)} validationErrors={errors} onSubmit={submitForm}>
              <StepHeading>{t(STEP_TITLES.form)}</StepHeading>
              <TextField
                name="companyName"
                label={t('register.companyName')}
                isRequired
                maxLength={COMPANY_NAME_MAX}
                value={form.companyName}
                onChange={(value) => edit('companyName', value)}
                validate={(value) => (value.trim() ? null : t('register.required'))}
              />
              <TextField
                name="binCode"
                label={t('register.binCode')}
                description={t('register.binCodeHint')}
                isRequired
                value={form.binCode}
                onChange={(value) => edit('binCode', value.toUpperCase())}
                validate={(value) => (new RegExp(BIN_CODE_PATTERN).test(value) ? null : t('register.binCodeHint'))}
              />
              <TextField
                name="name"
                label={t('register.name')}
                isRequired
                maxLength={NAME_MAX}
                autoComplete="name"
                value={form.name}
                onChange={(value) => edit('name', value)}
                validate={(value) => (value.trim() ? null : t('register.required'))}
              />
              <TextField
                name="phone"
                type="tel"
                label={t('register.phone')}
                description={t('register.phoneHint')}
                isRequired
                autoComplete="tel"
                value={form.phone}
                onChange={(value) => edit('phone', value.trim())}
                validate={(value) => (new RegExp(MOBILE_PATTERN).test(value) ? null : t('register.phoneHint'))}
              />
              <TextField
                name="account"
                label={t('register.account')}
                description={t('register.accountHint')}
                isRequired
                autoComplete="username"
                value={form.account}
                onChange={(value) => edit('account', value.trim())}
                validate={(value) => (new RegExp(ACCOUNT_PATTERN).test(value) ? null : t('register.accountHint'))}
              />
              <PasswordField
                name="password"
                label={t('register.password')}
                description={t('register.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
                showPasswordLabel={t('register.showPassword')}
                autoComplete="new-password"
                isRequired
                value={form.password}
                onChange={(value) => edit('password', value)}
                validate={(value) =>
                  passwordRuleMet(value) ? null : t('register.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })
                }
              />
              <PasswordField
                name="confirmPassword"
                label={t('register.confirmPassword')}
                showPasswordLabel={t('register.showPassword')}
                autoComplete="new-password"
                isRequired
                value={confirmPassword}
                onChange={setConfirmPassword}
                validate={(value) => (value === form.password ? null : t('register.passwordMismatch'))}
              />
              <div className="flex gap-3">
                {backButton('explanation')}
                <Button type="submit" variant="primary" isPending={pending}>
                  {t('register.next')}
                </Button>
              </div>
            </Form>
          ) : null}

          {step === 'registration' ? (
            <Form
              key="registration"
              aria-label={t(STEP_TITLES.registration)}
              validationErrors={errors}
              onSubmit={submitCode}
            >
              <StepHeading>{t(STEP_TITLES.registration)}</StepHeading>
              <p>{t('register.codeExplanation', { phone: form.phone })}</p>
              <div>
                <Button variant="secondary" onPress={send} isPending={pending && !codeSent}>
                  {codeSent ? t('register.resendCode') : t('register.sendCode')}
                </Button>
              </div>
              <p role="status">{codeSent ? t('register.codeSent', { phone: form.phone }) : ''}</p>
              <TextField
                name="code"
                label={t('register.code')}
                description={t('register.codeHint')}
                isRequired
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(value) => setCode(value.trim())}
                validate={(value) => (new RegExp(SMS_CODE_PATTERN).test(value) ? null : t('register.codeHint'))}
              />
              <div className="flex gap-3">
                {backButton('form')}
                <Button type="submit" variant="primary" isPending={pending && codeSent} isDisabled={!codeSent}>
                  {t('register.verify')}
                </Button>
              </div>
            </Form>
          ) : null}

          {step === 'confirm' ? (
            registered ? (
              <section aria-labelledby="register-done" className="flex flex-col items-start gap-3">
                <StepHeading>
                  <span id="register-done">{t('register.done', { account: registered })}</span>
                </StepHeading>
                <a className={buttonVariants({ variant: 'primary', size: 'lg' })} href={SIGN_IN_HREF}>
                  {t('register.signIn')}
                </a>
              </section>
            ) : (
              <Form
                key="confirm"
                aria-label={t(STEP_TITLES.confirm)}
                validationErrors={errors}
                onSubmit={submitRegistration}
              >
                <StepHeading>{t(STEP_TITLES.confirm)}</StepHeading>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                  {SUMMARY.map(([field, label]) => (
                    <div key={field} className="contents">
                      <dt className="text-muted-foreground">{t(label)}</dt>
                      <dd>{form[field]}</dd>
                    </div>
                  ))}
                </dl>
                {Object.values(errors).map((message) => (
                  <p key={message} role="alert" className="text-sm text-destructive-text">
                    {message}
                  </p>
                ))}
                <div className="flex gap-3">
                  {backButton('registration')}
                  <Button type="submit" variant="primary" isPending={pending}>
                    {t('register.submit')}
                  </Button>
                </div>
              </Form>
            )
          ) : null}
        </div>
      </main>
    </div>
  );
}
