import '../texts.ts';
import { Container, Stack } from '@mantine/core';
import { RoomTypesSection } from './room-types-section.tsx';
import { RoomsSection } from './rooms-section.tsx';

/**
 * /admin/rooms: the owner's room types and rooms (issue 18). Every change reaches every desk's
 * grid and Settings live (rooms_updated).
 */
export const RoomsPage = () => (
  <Container size="lg" py="md">
    <Stack gap="md">
      <RoomTypesSection />
      <RoomsSection />
    </Stack>
  </Container>
);
