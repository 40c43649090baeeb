import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { configure } from '@testing-library/dom';
import * as previewAnnotations from './preview';

// Two cores, browser tests in parallel: the 1 s default of findBy* flakes (docs/stack.md).
configure({ asyncUtilTimeout: 5000 });
setProjectAnnotations([a11yAnnotations, previewAnnotations]);
