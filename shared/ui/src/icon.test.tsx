// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, iconNames, isIconName } from './icon';
import type { IconName } from './icon';

afterEach(cleanup);

describe('Icon', () => {
  it('renders nothing for a name it does not know', () => {
    // A name that arrived from content, not from the type system.
    const retired = 'roulette-wheel' as IconName;
    const { container } = render(<Icon name={retired} />);
    expect(container.innerHTML).toBe('');
    expect(isIconName('roulette-wheel')).toBe(false);
  });

  it.each(iconNames)('draws %s as an svg with paths', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has around thirty icons including the social ones', () => {
    expect(iconNames.length).toBeGreaterThanOrEqual(30);
    for (const name of ['telegram', 'instagram', 'facebook', 'youtube']) {
      expect(isIconName(name)).toBe(true);
    }
  });

  it('is announced by its title when it carries meaning alone', () => {
    const { getByRole } = render(<Icon name="lock" title="Yopiq" />);
    expect(getByRole('img', { name: 'Yopiq' }).tagName.toLowerCase()).toBe('svg');
  });
});
