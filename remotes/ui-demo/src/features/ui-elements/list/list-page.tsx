import { DemoPage } from '../../../components/demo-page';
import ListAvatars from './list-avatars';
import avatarsCode from './list-avatars.tsx?raw';
import ListNavigation from './list-navigation';
import navigationCode from './list-navigation.tsx?raw';
import ListSimple from './list-simple';
import simpleCode from './list-simple.tsx?raw';

export default function ListPage() {
  return (
    <DemoPage
      titleKey="components.list.title"
      demos={[
        { titleKey: 'components.list.simple', component: ListSimple, code: simpleCode },
        { titleKey: 'components.list.avatars', component: ListAvatars, code: avatarsCode },
        { titleKey: 'components.list.navigation', component: ListNavigation, code: navigationCode },
      ]}
    />
  );
}
