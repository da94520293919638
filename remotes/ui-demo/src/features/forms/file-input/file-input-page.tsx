import '@mantine/dropzone/styles.css';
import { DemoPage } from '../../../components/demo-page';
import FileDropzone from './file-dropzone';
import dropzoneCode from './file-dropzone.tsx?raw';
import FileInputs from './file-inputs';
import inputsCode from './file-inputs.tsx?raw';

export default function FileInputPage() {
  return (
    <DemoPage
      titleKey="forms.fileInput.title"
      demos={[
        { titleKey: 'forms.fileInput.inputs', component: FileInputs, code: inputsCode },
        { titleKey: 'forms.fileInput.dropzone', component: FileDropzone, code: dropzoneCode },
      ]}
    />
  );
}
