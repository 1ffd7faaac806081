import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFileDrop } from './use-file-drop.hook';

function Zone({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { dragging, zoneProps } = useFileDrop(onFiles, { disabled });
  return (
    <div>
      <div data-testid="zone" data-dragging={dragging} {...zoneProps}>
        <span data-testid="child">Drop here</span>
      </div>
      <p data-testid="outside">Elsewhere</p>
    </div>
  );
}

const photo = new File(['x'], 'photo.png', { type: 'image/png' });
const files = { dataTransfer: { types: ['Files'], files: [photo], dropEffect: 'none' } };

describe('useFileDrop', () => {
  it('stays highlighted while the pointer crosses the zone’s children, and clears when it leaves', () => {
    render(<Zone onFiles={() => undefined} />);
    const zone = screen.getByTestId('zone');
    fireEvent.dragEnter(zone, files);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    // Onto the child: the child is entered before the zone is left.
    fireEvent.dragEnter(screen.getByTestId('child'), files);
    fireEvent.dragLeave(zone, files);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragLeave(screen.getByTestId('child'), files);
    expect(zone).toHaveAttribute('data-dragging', 'false');
  });

  it('hands over the dropped files and clears the highlight', () => {
    const onFiles = jest.fn();
    render(<Zone onFiles={onFiles} />);
    const zone = screen.getByTestId('zone');
    fireEvent.dragEnter(zone, files);
    fireEvent.dragEnter(screen.getByTestId('child'), files);
    fireEvent.drop(screen.getByTestId('child'), files);
    expect(onFiles).toHaveBeenCalledWith([photo]);
    expect(zone).toHaveAttribute('data-dragging', 'false');
  });

  it('takes nothing while disabled', () => {
    const onFiles = jest.fn();
    render(<Zone onFiles={onFiles} disabled />);
    fireEvent.drop(screen.getByTestId('zone'), files);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('keeps the browser from opening a file dropped outside the zone, but leaves other drags alone', () => {
    const onFiles = jest.fn();
    const { unmount } = render(<Zone onFiles={onFiles} />);
    // fireEvent answers false when a listener called preventDefault.
    expect(fireEvent.dragOver(screen.getByTestId('outside'), files)).toBe(false);
    expect(fireEvent.drop(screen.getByTestId('outside'), files)).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
    expect(fireEvent.drop(screen.getByTestId('outside'), { dataTransfer: { types: ['text/plain'], files: [] } })).toBe(true);

    unmount();
    expect(fireEvent.drop(document.body, files)).toBe(true);
  });
});
