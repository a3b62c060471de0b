// A lazily loaded part shows its fallback while its code loads, and renders at once (in the same
// render) once its code is in.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows the fallback until the code is in, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Part = lazyComponent(load, 'Greeting');

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Uma" />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Uma')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once after preload(), without its fallback', async () => {
    const Part = lazyComponent(() => Promise.resolve({ Greeting }), 'Greeting');
    await Part.preload();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Uma" />
      </Suspense>,
    );

    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByText('Hello Uma')).toBeInTheDocument();
  });
});
