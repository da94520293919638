/**
 * Makes `matchMedia` answer as a screen `width` px wide would (min-/max-width queries only),
 * so layout code reading media queries can be tested at both sides of a breakpoint.
 */
export function setViewportWidth(width: number) {
  const evaluate = (query: string) => {
    const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
    const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
    const px = (match: RegExpExecArray) => Number(match[1]) * (match[2] === 'em' ? 16 : 1);
    if (max && width > px(max)) return false;
    if (min && width < px(min)) return false;
    return Boolean(max ?? min);
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
