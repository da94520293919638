import { act, screen, within } from '@testing-library/react';
import { i18n } from '@portal/design/base';
import { loadMessages } from '../routes';
import { renderRoute } from '../testing/render-route';
import { withMockServer } from '@portal/design/testing';

// renderRoute signs a demo account in: its session lives in the test's database.
withMockServer();

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('TranslatedCarousel', () => {
  it('names the carousel, its slides and indicators in Arabic; one live status of its own', async () => {
    await renderRoute('/extensions/swiper');
    // renderRoute loads the English texts only.
    i18n.addResourceBundle('ar', 'ui-demo', await loadMessages('ar'), true, true);
    await act(() => i18n.changeLanguage('ar'));
    const carousel = await screen.findByRole('region', { name: 'التنقل وترقيم الشرائح: الشرائح' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'دوّار');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'شريحة');
    expect(slides[0]).toHaveAccessibleName('1 من 5');
    const tablist = within(carousel).getByRole('tablist');
    expect(tablist).toHaveAccessibleName('الشرائح');
    // Mantine's own (English) status is inside the carousel, taken out by the wrapper's CSS; the
    // translated one follows it. Happy DOM has no layout, so Embla counts no positions and both stay
    // empty here: the e2e journey reads "الشريحة 1 من 5" in the browser.
    expect(carousel).toHaveClass('ui-demo-carousel');
    expect(carousel.querySelector(':scope > [role="status"]')).not.toBeNull();
    const status = carousel.nextElementSibling?.nextElementSibling;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});
