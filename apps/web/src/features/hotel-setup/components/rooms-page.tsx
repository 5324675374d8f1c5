import '../texts.ts';
import { Container, Stack } from '@mantine/core';
import { WhenAnswered } from '../../../components/when-answered.tsx';
import { useSetupRooms, useSetupRoomTypes } from '../api/hotel-setup.ts';
import { RoomTypesSection } from './room-types-section.tsx';
import { RoomsSection } from './rooms-section.tsx';

/**
 * /admin/rooms: the owner's room types and rooms (issue 18). Every change reaches every desk's
 * grid and Settings live (rooms_updated).
 */
export const RoomsPage = () => {
  // The types and the rooms below them come together: nothing moves as they answer.
  const reads = [useSetupRoomTypes(), useSetupRooms()];
  return (
    <Container size="lg" py="md">
      <WhenAnswered reads={reads}>
        <Stack gap="md">
          <RoomTypesSection />
          <RoomsSection />
        </Stack>
      </WhenAnswered>
    </Container>
  );
};
