import { useId, useState, type FormEvent } from 'react';
import { useDevLogin } from '../api/dev-login';
import { useTranslation } from '../messages';
import { Alert } from '../../../components/ui/alert';

/** Offered only when the server allows it, i.e. without Google credentials and outside production. */
export function DevLoginForm({ prominent = true }: { prominent?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const login = useDevLogin();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate({ email: email.trim(), name: name.trim() });
  }

  return (
    <form className="card dev-login" onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <div className="dev-login__header">
        <h2 id={`${id}-title`} className="dev-login__title">
          {t('login.devTitle')}
        </h2>
        <p className="dev-login__note">{t('login.devNote')}</p>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          {t('login.email')}
        </label>
        <input
          id={`${id}-email`}
          className="field__input"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('login.name')}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          type="text"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>

      {login.isError && <Alert>{login.error.message}</Alert>}

      <button type="submit" className={`button button--block ${prominent ? 'button--primary' : 'button--secondary'}`} disabled={login.isPending}>
        {login.isPending ? t('login.devSubmitting') : t('login.devSubmit')}
      </button>
    </form>
  );
}
