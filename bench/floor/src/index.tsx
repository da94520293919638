/*
 * The floor: a plain, non-federated React + Mantine + React Router sign-in page with the same
 * fields as the portal's, built by `npm run bench` in the same run. The portal's sign-in page is
 * measured against it (goal: at most 1.36 times its JavaScript).
 */
import '@mantine/core/styles.css';
import {
  Anchor,
  Button,
  Center,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { StrictMode, useState, type SyntheticEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460}>
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              Sign in
            </Title>
            <TextInput
              label="Email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
            />
            <PasswordInput
              label="Password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
            <Button type="submit" fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

const router = createBrowserRouter([{ path: '*', Component: LoginPage }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <main>
          <RouterProvider router={router} />
        </main>
      </MantineProvider>
    </StrictMode>,
  );
