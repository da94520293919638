import { render, screen } from '@testing-library/react';
import { AbilityContext, buildAbility } from './ability';
import { RequireAbility } from './require-ability';

function renderWith(
  rules: { action: string; subject: string }[],
  ability = { action: 'read' as const, subject: 'AclDemo' },
) {
  return render(
    <AbilityContext.Provider value={buildAbility(rules)}>
      <RequireAbility ability={ability} fallback={<p>Not authorized</p>}>
        <p>Secret page</p>
      </RequireAbility>
    </AbilityContext.Provider>,
  );
}

describe('RequireAbility', () => {
  it('renders the children when the user holds the ability', () => {
    renderWith([{ action: 'read', subject: 'AclDemo' }]);
    expect(screen.getByText('Secret page')).toBeInTheDocument();
    expect(screen.queryByText('Not authorized')).not.toBeInTheDocument();
  });

  it('renders the fallback when the user lacks it', () => {
    renderWith([{ action: 'read', subject: 'User' }]);
    expect(screen.getByText('Not authorized')).toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('renders nothing by default when the user lacks it', () => {
    const { container } = render(
      <RequireAbility ability={{ action: 'delete', subject: 'User' }}>
        <p>Secret page</p>
      </RequireAbility>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('lets everyone through when no ability is required', () => {
    render(
      <RequireAbility ability={undefined}>
        <p>Open page</p>
      </RequireAbility>,
    );
    expect(screen.getByText('Open page')).toBeInTheDocument();
  });
});
