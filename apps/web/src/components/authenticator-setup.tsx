import { Center, Code, Image, Stack, Text } from '@mantine/core';

/** The QR code to scan into an authenticator app, and the secret to type in instead. */
export function AuthenticatorSetup({
  qrCodeDataUrl,
  secret,
}: {
  qrCodeDataUrl: string;
  secret: string;
}) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…), then enter the 6-digit code it shows.
      </Text>
      <Center>
        <Image src={qrCodeDataUrl} alt="QR code for your authenticator app" w={200} h={200} />
      </Center>
      <Text size="xs" c="dimmed" ta="center">
        Cannot scan? Enter this key instead:
      </Text>
      <Code block ta="center" data-testid="totp-secret" fz="sm">
        {secret}
      </Code>
    </Stack>
  );
}
