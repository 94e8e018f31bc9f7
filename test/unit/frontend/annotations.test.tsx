/**
 * The note timeline (range bands, a drag that marks a range, a click that seeks) and the drawing tool
 * (pointer strokes stored normalised to the picture box, undo, clear, done) in jsdom. Layout is stubbed:
 * jsdom has none.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoteTimeline } from '../../../frontend/src/components/annotations/note-timeline';
import DrawingEditor from '../../../frontend/src/components/annotations/drawing-editor';
import { DrawingOverlay } from '../../../frontend/src/components/annotations/drawing-overlay';
import { noteDrawingSchema, type NoteDrawing } from '../../../shared/domain/note-drawing';
import { ANNOTATION_MESSAGES } from '../../../shared/messages/annotation-messages';

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return { left, top, width, height, x: left, y: top, right: left + width, bottom: top + height } as DOMRect;
}

beforeEach(() => {
  // jsdom has no pointer capture.
  Element.prototype.setPointerCapture = vi.fn();
  Element.prototype.releasePointerCapture = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('note timeline', () => {
  it('draws a band per range note and a dot per note; a click seeks', () => {
    const onSeek = vi.fn();
    render(
      <NoteTimeline
        durationMs={10_000}
        onSeek={onSeek}
        markers={[
          { id: 'a', timecodeMs: 2000, rangeEndMs: 4000, label: 'range', draft: false },
          { id: 'b', timecodeMs: 7000, label: 'point', draft: false },
        ]}
      />,
    );
    const bands = screen.getAllByTestId('range-band');
    expect(bands).toHaveLength(1);
    expect(bands[0]).toHaveAccessibleName(ANNOTATION_MESSAGES.rangeBand('00:02', '00:04'));
    fireEvent.click(bands[0] as HTMLElement);
    expect(onSeek).toHaveBeenCalledWith(2000);
    expect(screen.getAllByRole('button', { name: /^Jump to note at/ })).toHaveLength(2);
  });

  it('a drag along the strip marks a range (in order); a press without a drag seeks', () => {
    const onSeek = vi.fn();
    const onDragRange = vi.fn();
    render(<NoteTimeline durationMs={10_000} onSeek={onSeek} onDragRange={onDragRange} markers={[]} />);
    const strip = screen.getByTestId('note-timeline');
    vi.spyOn(strip, 'getBoundingClientRect').mockReturnValue(rect(100, 0, 500, 18));
    fireEvent.pointerDown(strip, { pointerId: 1, button: 0, clientX: 400 });
    fireEvent.pointerMove(strip, { pointerId: 1, clientX: 300 });
    expect(screen.getByTestId('pending-range')).toBeInTheDocument();
    fireEvent.pointerUp(strip, { pointerId: 1, clientX: 200 });
    expect(onDragRange).toHaveBeenCalledWith(2000, 6000);
    fireEvent.pointerDown(strip, { pointerId: 2, button: 0, clientX: 350 });
    fireEvent.pointerUp(strip, { pointerId: 2, clientX: 351 });
    expect(onSeek).toHaveBeenCalledWith(5020);
    expect(onDragRange).toHaveBeenCalledTimes(1);
  });

  it('shows the sprite tile under the pointer while hovered, and still marks ranges under a finger', () => {
    const scrub = {
      url: 'https://media.test/sprite.jpg?X-Amz-Signature=ab%2Fcd',
      intervalSeconds: 2,
      count: 25,
      columns: 10,
      tileWidth: 160,
      tileHeight: 90,
    };
    const onDragRange = vi.fn();
    render(
      <NoteTimeline
        durationMs={50_000}
        onSeek={vi.fn()}
        onDragRange={onDragRange}
        markers={[]}
        scrub={scrub}
      />,
    );
    const strip = screen.getByTestId('note-timeline');
    vi.spyOn(strip, 'getBoundingClientRect').mockReturnValue(rect(0, 0, 500, 18));
    expect(screen.queryByTestId('scrub-preview')).toBeNull();
    // 230 px of 500 = 23 s: tile 11 (row 1, column 1) of a sheet a tile every 2 s.
    fireEvent.pointerMove(strip, { pointerId: 1, pointerType: 'mouse', clientX: 230 });
    const preview = screen.getByTestId('scrub-preview');
    expect(preview).toHaveAttribute('data-tile', '11');
    expect(preview).toHaveTextContent('00:23');
    const image = preview.firstElementChild as HTMLElement;
    expect(image.style.backgroundPosition).toBe('-160px -90px');
    // The signed URL is used as it is (its %-escapes kept).
    expect(image.style.backgroundImage).toContain('ab%2Fcd');
    fireEvent.pointerLeave(strip);
    expect(screen.queryByTestId('scrub-preview')).toBeNull();
    // A finger drags: the preview follows, the range is still marked, and lifting hides the preview.
    fireEvent.pointerDown(strip, { pointerId: 2, pointerType: 'touch', button: 0, clientX: 100 });
    fireEvent.pointerMove(strip, { pointerId: 2, pointerType: 'touch', clientX: 400 });
    expect(screen.getByTestId('scrub-preview')).toHaveAttribute('data-tile', '20');
    fireEvent.pointerUp(strip, { pointerId: 2, pointerType: 'touch', clientX: 400 });
    expect(onDragRange).toHaveBeenCalledWith(10_000, 40_000);
    expect(screen.queryByTestId('scrub-preview')).toBeNull();
  });
});

describe('drawing tool', () => {
  it('stores strokes normalised to the picture box (a pillarboxed portrait video), with undo and clear', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    // A 640×360 player showing a 360×640 portrait picture: 202.5 px wide, centred (pillarboxed).
    Object.defineProperty(host, 'clientWidth', { value: 640 });
    Object.defineProperty(host, 'clientHeight', { value: 360 });
    const video = document.createElement('video');
    Object.defineProperty(video, 'videoWidth', { value: 360 });
    Object.defineProperty(video, 'videoHeight', { value: 640 });
    const onDone = vi.fn<(drawing: NoteDrawing | null) => void>();
    render(<DrawingEditor host={host} videoRef={{ current: video }} onDone={onDone} onCancel={vi.fn()} />);
    const surface = await screen.findByTestId('drawing-surface');
    expect(surface.getAttribute('width')).toBe('202.5');
    expect(surface.style.left).toBe('218.75px');
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(rect(218.75, 0, 202.5, 360));

    const drag = (id: number, from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(surface, {
        pointerId: id,
        button: 0,
        pointerType: 'touch',
        clientX: from[0],
        clientY: from[1],
      });
      fireEvent.pointerMove(surface, { pointerId: id, pointerType: 'touch', clientX: to[0], clientY: to[1] });
      fireEvent.pointerUp(surface, { pointerId: id, pointerType: 'touch', clientX: to[0], clientY: to[1] });
    };
    // The arrow (default tool): from a quarter across, a tenth down, to the far edge (past it: clamped).
    drag(1, [218.75 + 202.5 / 4, 36], [218.75 + 202.5 + 40, 180]);
    fireEvent.click(screen.getByRole('button', { name: ANNOTATION_MESSAGES.rectangle }));
    fireEvent.click(screen.getByRole('radio', { name: ANNOTATION_MESSAGES.colour('Yellow') }));
    drag(2, [218.75, 0], [218.75 + 101.25, 90]);
    drag(3, [300, 300], [300, 300]); // a click without a drag makes no rectangle
    await waitFor(() => expect(surface.querySelectorAll('[data-shape]')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: ANNOTATION_MESSAGES.undo }));
    await waitFor(() => expect(surface.querySelectorAll('[data-shape]')).toHaveLength(1));
    drag(4, [218.75, 0], [218.75 + 101.25, 90]);
    fireEvent.click(screen.getByRole('button', { name: ANNOTATION_MESSAGES.done }));
    const drawing = onDone.mock.calls[0]?.[0];
    expect(noteDrawingSchema.parse(drawing)).toEqual({
      shapes: [
        { kind: 'arrow', colour: 'red', from: [0.25, 0.1], to: [1, 0.5] },
        { kind: 'rect', colour: 'yellow', from: [0, 0], to: [0.5, 0.25] },
      ],
    });

    // Clear, then Done: no drawing.
    fireEvent.click(screen.getByRole('button', { name: ANNOTATION_MESSAGES.clear }));
    fireEvent.click(screen.getByRole('button', { name: ANNOTATION_MESSAGES.done }));
    expect(onDone).toHaveBeenLastCalledWith(null);
    act(() => host.remove());
  });

  it('the overlay puts a drawing on the picture box, at any size', () => {
    const drawing: NoteDrawing = {
      shapes: [{ kind: 'arrow', colour: 'red', from: [0.25, 0.1], to: [1, 0.5] }],
    };
    const { rerender } = render(
      <DrawingOverlay
        drawings={[drawing]}
        box={{ left: 218.75, top: 0, width: 202.5, height: 360 }}
        label="x"
      />,
    );
    const path = () =>
      screen.getByTestId('drawing-overlay').querySelector('[data-shape="arrow"] path:last-child');
    expect(path()?.getAttribute('d')).toMatch(/^M50\.625,36 L202\.5,180 /);
    rerender(
      <DrawingOverlay
        drawings={[drawing]}
        box={{ left: 100, top: 0, width: 123.75, height: 220 }}
        label="x"
      />,
    );
    expect(path()?.getAttribute('d')).toMatch(/^M30\.9375,22 L123\.75,110 /);
  });
});
