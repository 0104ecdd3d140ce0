import {
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconLifebuoy, IconMail } from '@tabler/icons-react';
import { businessEmail, supportEmail, supportResponseTargets } from '../support';

function ContactCard({
  icon,
  title,
  description,
  email,
  subject,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  email: string;
  subject: string;
}) {
  const href = `mailto:${email}?subject=${encodeURIComponent(subject)}`;
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" component="section" aria-label={title}>
      <Stack gap="md" h="100%">
        <ThemeIcon size={48} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={6} lh={1.6}>
            {description}
          </Text>
        </div>
        <Button
          component="a"
          href={href}
          leftSection={<IconMail size={18} />}
          variant="light"
          mt="auto"
          style={{ alignSelf: 'flex-start' }}
        >
          {email}
        </Button>
      </Stack>
    </Card>
  );
}

export function ContactPage() {
  return (
    <Container size="lg">
      <Stack gap="xl">
        <div>
          <Title order={1}>Contact us</Title>
          <Text c="dimmed" mt={4} maw={640}>
            We are a Singapore team and answer every message ourselves. Write to the address that
            fits, and we will come back to you by e-mail.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ContactCard
            icon={<IconLifebuoy size={26} />}
            title="Customer support"
            description="For help with your account, payroll, leave, bookings or anything that does not work as it should. Tell us your Organization ID and what you were doing."
            email={supportEmail}
            subject="Support request"
          />
          <ContactCard
            icon={<IconBriefcase size={26} />}
            title="Business inquiries"
            description="For pricing, a demonstration for your organisation, partnerships or moving your HR and payroll records over to Tembusu."
            email={businessEmail}
            subject="Business inquiry"
          />
        </SimpleGrid>
        <Card
          withBorder
          radius="lg"
          padding="xl"
          shadow="xs"
          component="section"
          aria-label="Support response times"
        >
          <Title order={2} size="h4" mb={4}>
            Support response times
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            How soon we answer, by how much the problem stops your work.
          </Text>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Priority</Table.Th>
                <Table.Th>For example</Table.Th>
                <Table.Th>First response within</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {supportResponseTargets.map((row) => (
                <Table.Tr key={row.priority}>
                  <Table.Td fw={600}>{row.priority}</Table.Td>
                  <Table.Td>{row.example}</Table.Td>
                  <Table.Td>{row.target}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Stack>
    </Container>
  );
}
