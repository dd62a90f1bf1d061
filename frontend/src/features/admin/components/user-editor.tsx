import type { User } from '@hantelwerk/api-types';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useUpdateUser } from '../api/update-user';
import { changedFields, fieldKind, formValues, type FieldProblem } from '../lib/user-form';
import { useTranslation } from '../messages';

/** The spec's editable user form: each field typed by its value, saved with "User aktualisieren" through `PUT /api/users/{id}`. */
export function UserEditor({ user }: { user: User }) {
  const { t } = useTranslation();
  const record = user as unknown as Record<string, unknown>;
  const [values, setValues] = useState(() => formValues(record));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [outcome, setOutcome] = useState<'updated' | 'unchanged' | null>(null);
  const update = useUpdateUser();
  const set = (name: string, value: string) => setValues({ ...values, [name]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const { changes, problems: found } = changedFields(record, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) return setOutcome('unchanged');
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: (updated) => {
          setValues(formValues(updated as unknown as Record<string, unknown>));
          setOutcome('updated');
        },
      },
    );
  }

  return (
    <section className="section" aria-labelledby="auth-debug-editor">
      <h2 id="auth-debug-editor" className="section__title">
        {t('authDebug.editor')}
      </h2>
      <form className="form-stack" onSubmit={submit} noValidate>
        {Object.entries(record).map(([name, original]) => {
          const kind = fieldKind(name, original);
          const id = `user-field-${name}`;
          const problem = problems[name];
          return (
            <div key={name} className="field">
              <label className="field__label admin-mono" htmlFor={id}>
                {name}
              </label>
              {kind === 'boolean' ? (
                <select id={id} className="field__input" value={values[name]} onChange={(event) => set(name, event.target.value)}>
                  <option value="true">true</option>
                  <option value="false">false</option>
                </select>
              ) : kind === 'json' ? (
                <textarea
                  id={id}
                  className="field__input field__textarea admin-mono"
                  rows={3}
                  value={values[name]}
                  onChange={(event) => set(name, event.target.value)}
                  aria-invalid={problem ? true : undefined}
                  spellCheck={false}
                />
              ) : (
                <input
                  id={id}
                  className="field__input"
                  type={kind === 'number' ? 'number' : 'text'}
                  inputMode={kind === 'number' ? 'decimal' : undefined}
                  step={kind === 'number' ? 'any' : undefined}
                  readOnly={kind === 'readonly'}
                  value={values[name]}
                  onChange={(event) => set(name, event.target.value)}
                  aria-invalid={problem ? true : undefined}
                />
              )}
              {problem && <p className="field__error">{t(problem === 'number' ? 'authDebug.invalidNumber' : 'authDebug.invalidJson')}</p>}
            </div>
          );
        })}
        {update.error && <Alert>{t('authDebug.updateFailed', { message: update.error.message })}</Alert>}
        {outcome && <Alert tone="info">{t(outcome === 'updated' ? 'authDebug.updated' : 'authDebug.unchanged')}</Alert>}
        <button type="submit" className="button button--primary button--block" disabled={update.isPending}>
          {update.isPending ? t('authDebug.updating') : t('authDebug.update')}
        </button>
      </form>
    </section>
  );
}
