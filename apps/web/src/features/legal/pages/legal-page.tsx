import { Container, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LEGAL_LAST_UPDATED, type LegalDocument, legalDocuments } from '../legal-documents';

function DocumentBody({ document }: { document: LegalDocument }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{document.title}</Title>
        <Text size="sm" c="dimmed" mt={4}>
          Last updated {LEGAL_LAST_UPDATED}
        </Text>
      </div>
      <Text size="md" c="gray.7">
        {document.summary}
      </Text>
      {document.sections.map((section) => (
        <Stack gap="xs" key={section.heading} component="section">
          <Title order={3} size="h4">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm" lh={1.7}>
              {paragraph}
            </Text>
          ))}
          {section.items && (
            <List size="sm" spacing={4} withPadding>
              {section.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

export function LegalPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = legalDocuments.some((d) => d.id === requested) ? requested : 'privacy';

  return (
    <Container size="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Legal</Title>
          <Text c="dimmed" mt={4}>
            How Tembusu handles your organisation&apos;s data, the terms of the service, and what
            your browser keeps.
          </Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Tabs
            value={active}
            onChange={(tab) =>
              setParams(tab === 'privacy' ? {} : { tab: tab ?? 'privacy' }, { replace: true })
            }
            keepMounted={false}
          >
            <Tabs.List mb="xl">
              {legalDocuments.map((document) => (
                <Tabs.Tab key={document.id} value={document.id}>
                  {document.tabLabel}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {legalDocuments.map((document) => (
              <Tabs.Panel key={document.id} value={document.id}>
                <DocumentBody document={document} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}
