{
  "name": "__NAME__",
  "version": "1.0.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "rsbuild dev",
    "build": "rsbuild build",
    "preview": "rsbuild preview"
  },
  "dependencies": {
    "@casl/ability": "catalog:",
    "@casl/react": "catalog:",
    "@mantine/core": "catalog:",
    "@mantine/dates": "catalog:",
    "@mantine/hooks": "catalog:",
    "@mantine/notifications": "catalog:",
    "@module-federation/enhanced": "catalog:",
    "@portal/auth": "workspace:*",
    "@portal/design": "workspace:*",
    "@remixicon/react": "catalog:",
    "@tanstack/react-query": "catalog:",
    "dayjs": "catalog:",
    "i18next": "catalog:",
    "react": "catalog:",
    "react-dom": "catalog:",
    "react-i18next": "catalog:",
    "react-router-dom": "catalog:",
    "zod": "catalog:",
    "zustand": "catalog:"
  },
  "devDependencies": {
    "@module-federation/rsbuild-plugin": "catalog:",
    "@portal/mock-api": "workspace:*",
    "msw": "catalog:",
    "@rsbuild/core": "catalog:",
    "@rsbuild/plugin-react": "catalog:",
    "@testing-library/react": "catalog:",
    "@testing-library/user-event": "catalog:",
    "@types/react": "catalog:",
    "@types/react-dom": "catalog:",
    "vitest": "catalog:"
  }
}
