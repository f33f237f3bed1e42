// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

const items = [
  { value: 'slots', label: 'Slotlar' },
  { value: 'live', label: 'Live' },
  { value: 'tables', label: 'Stollar', disabled: true },
  { value: 'crash', label: 'Crash' },
];

function Lobby() {
  const [value, setValue] = useState('slots');
  return (
    <Tabs aria-label="Turkumlar" items={items} value={value} onChange={setValue}>
      <p>Panel {value}</p>
    </Tabs>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('moves the selection and focus with the arrow keys, skipping disabled tabs', () => {
    render(<Lobby />);
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Live');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Crash');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Slotlar');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Crash');
  });

  it('jumps with Home and End', () => {
    render(<Lobby />);
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('Crash');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('Slotlar');
  });

  it('keeps only the selected tab in the Tab order and labels the panel with it', () => {
    render(<Lobby />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Slotlar' });
    expect(panel.textContent).toBe('Panel slots');
    expect(selected().getAttribute('aria-controls')).toBe(panel.id);
  });
});
