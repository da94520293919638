import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, i18n, registerLanguageLoader } from './i18n';
import { renderWithProviders } from './testing';

function Word({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return <p>{t('word')}</p>;
}

describe('translated components and arriving bundles', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => changeLanguage('en'));
  });

  it('re-render for a namespace that arrives after the page switched language without it', async () => {
    i18n.addResourceBundle('en', 'late-test', { word: 'Late' });
    let arrive = () => {};
    const unregister = registerLanguageLoader((language) =>
      language === 'fr'
        ? new Promise<void>((resolve) => {
            arrive = () => {
              i18n.addResourceBundle('fr', 'late-test', { word: 'Tard' });
              resolve();
            };
          })
        : Promise.resolve(),
    );
    try {
      renderWithProviders(<Word ns="late-test" />);
      expect(screen.getByText('Late')).toBeInTheDocument();
      vi.useFakeTimers();
      // The switch waits 3 s for its loaders, then shows the page with what it has.
      const switching = changeLanguage('fr');
      await vi.advanceTimersByTimeAsync(3000);
      vi.useRealTimers();
      await act(() => switching);
      expect(i18n.language).toBe('fr');
      expect(screen.getByText('Late')).toBeInTheDocument();
      act(() => arrive());
      expect(await screen.findByText('Tard')).toBeInTheDocument();
    } finally {
      unregister();
    }
  });

  it('do not re-render for any other bundle (a remote messages loaded before its page)', () => {
    i18n.addResourceBundle('en', 'shown-test', { word: 'Shown' });
    const rendered = vi.fn();
    renderWithProviders(
      <Profiler id="word" onRender={rendered}>
        <Word ns="shown-test" />
      </Profiler>,
    );
    expect(screen.getByText('Shown')).toBeInTheDocument();
    const before = rendered.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    act(() => {
      i18n.addResourceBundle('en', 'fresh-test', { word: 'Fresh' });
      i18n.addResourceBundle('fr', 'fresh-test', { word: 'Frais' });
      i18n.addResourceBundle('es', 'shown-test', { word: 'Mostrado' });
    });
    expect(rendered).toHaveBeenCalledTimes(before);
  });
});
