import { DemoPage } from '../../../components/demo-page';
import AvatarGroupDemo from './avatar-group';
import groupCode from './avatar-group.tsx?raw';
import AvatarImages from './avatar-images';
import imagesCode from './avatar-images.tsx?raw';
import AvatarSizes from './avatar-sizes';
import sizesCode from './avatar-sizes.tsx?raw';
import AvatarVariants from './avatar-variants';
import variantsCode from './avatar-variants.tsx?raw';

export default function AvatarPage() {
  return (
    <DemoPage
      titleKey="components.avatar.title"
      demos={[
        { titleKey: 'components.avatar.sizes', component: AvatarSizes, code: sizesCode },
        { titleKey: 'components.avatar.variants', component: AvatarVariants, code: variantsCode },
        { titleKey: 'components.avatar.images', component: AvatarImages, code: imagesCode },
        { titleKey: 'components.avatar.group', component: AvatarGroupDemo, code: groupCode },
      ]}
    />
  );
}
