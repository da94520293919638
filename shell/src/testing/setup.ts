import { configure } from '@testing-library/react';

// Whole-app renders load route tables and lazy pages: give them time on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });
