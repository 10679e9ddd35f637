/**
 * The form of an auth screen: the shared Form (one request per submit, AUTH-16) with the fields, then
 * the submit button (its spinner while `loading`), then `after` (the terms, the resend block).
 */
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { Form } from '@/shared/ui/fields';

export function AuthForm({
  loading,
  onSubmit,
  submit,
  after,
  children,
}: {
  loading: boolean;
  onSubmit: () => void;
  /** The submit button's text. */
  submit: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form className="auth-form" busy={loading} onSubmit={onSubmit}>
      {children}
      <Button type="submit" block loading={loading} className="auth-form__submit">
        {submit}
      </Button>
      {after}
    </Form>
  );
}
