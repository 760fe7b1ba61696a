// A saved mean paid without a form (BLIK one-click, a saved MB Way): its call runs behind a spinner that
// says what is being sent.
import type { ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner';
import * as screen from '../screen.css';

export function Sending({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <section className={`${screen.stack} ${screen.centred}`} aria-busy="true" data-testid={testId}>
      <Spinner size="lg" />
      <p className={screen.text}>{children}</p>
    </section>
  );
}
