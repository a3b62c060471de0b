// The error boundary contains a crash to its subtree and can be reset.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../test/console-guard';
import { ErrorBoundary } from './error-boundary';

function Gauge({ broken }: { broken: boolean }) {
  if (broken) {
    throw new Error('gauge failed');
  }
  return <p>Gauge OK</p>;
}

function Dashboard() {
  const [broken, setBroken] = useState(true);
  return (
    <>
      <p>Other widget</p>
      <ErrorBoundary
        fallback={({ error, reset }) => (
          <button
            onClick={() => {
              setBroken(false);
              reset();
            }}
          >
            Retry after {error.message}
          </button>
        )}
      >
        <Gauge broken={broken} />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('shows the fallback for its subtree only, and recovers on reset', () => {
    expectConsoleError();
    render(<Dashboard />);

    expect(screen.getByText('Other widget')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry after gauge failed' }));
    expect(screen.getByText('Gauge OK')).toBeInTheDocument();
  });
});
