import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AudioViewer } from './audio-viewer.tsx';

// jsdom plays nothing: the element's state is set by hand and its events fired, as a browser would.
function setup() {
  const onHalfway = vi.fn();
  const { container } = render(<AudioViewer url="/media/journey/aula.ogg" title="Áudio: o método STAR" onHalfway={onHalfway} />);
  const audio = container.querySelector('audio')!;
  const state = { paused: true, currentTime: 0, duration: 200, volume: 1 };
  for (const key of ['currentTime', 'duration', 'volume', 'paused'] as const) {
    Object.defineProperty(audio, key, { configurable: true, get: () => state[key], set: (v: never) => (state[key] = v) });
  }
  audio.play = vi.fn(() => {
    state.paused = false;
    fireEvent.play(audio);
    return Promise.resolve();
  });
  audio.pause = vi.fn(() => {
    state.paused = true;
    fireEvent.pause(audio);
  });
  fireEvent.loadedMetadata(audio);
  return { audio, state, onHalfway, seek: screen.getByRole('slider', { name: 'Posição' }), volume: screen.getByRole('slider', { name: 'Volume' }) };
}

describe('AudioViewer', () => {
  it('has a seek bar with the time and the length, and a volume control, both native ranges', () => {
    const { seek, volume } = setup();
    expect(seek).toHaveAttribute('type', 'range');
    expect(seek).toHaveAttribute('max', '200');
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 de 3:20');
    expect(screen.getByText('3:20')).toBeInTheDocument();
    expect(volume).toHaveAttribute('type', 'range');
    expect(volume).toHaveValue('100');
    expect(volume).toHaveAttribute('aria-valuetext', '100%');
  });

  it('seeks by dragging and by keyboard: arrows 5 s, Page Up/Down 30 s, Home and End', () => {
    const { audio, seek, state } = setup();
    fireEvent.change(seek, { target: { value: '65' } });
    expect(state.currentTime).toBe(65);
    expect(seek).toHaveAttribute('aria-valuetext', '1:05 de 3:20');
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(state.currentTime).toBe(70);
    fireEvent.keyDown(seek, { key: 'ArrowLeft' });
    fireEvent.keyDown(seek, { key: 'ArrowDown' });
    expect(state.currentTime).toBe(60);
    fireEvent.keyDown(seek, { key: 'PageUp' });
    expect(state.currentTime).toBe(90);
    expect(seek).toHaveAttribute('aria-valuetext', '1:30 de 3:20');
    fireEvent.keyDown(seek, { key: 'End' });
    expect(state.currentTime).toBe(200);
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(state.currentTime).toBe(200);
    fireEvent.keyDown(seek, { key: 'Home' });
    expect(state.currentTime).toBe(0);
    fireEvent.keyDown(seek, { key: 'ArrowLeft' });
    expect(state.currentTime).toBe(0);
    // The time follows playback too.
    state.currentTime = 125;
    fireEvent.timeUpdate(audio);
    expect(seek).toHaveAttribute('aria-valuetext', '2:05 de 3:20');
  });

  it('changes the volume with the keyboard and by dragging', () => {
    const { volume, state } = setup();
    fireEvent.keyDown(volume, { key: 'ArrowDown' });
    expect(state.volume).toBeCloseTo(0.95);
    expect(volume).toHaveAttribute('aria-valuetext', '95%');
    fireEvent.keyDown(volume, { key: 'PageDown' });
    expect(state.volume).toBeCloseTo(0.75);
    fireEvent.keyDown(volume, { key: 'Home' });
    expect(state.volume).toBe(0);
    expect(volume).toHaveAttribute('aria-valuetext', '0%');
    fireEvent.keyDown(volume, { key: 'ArrowUp' });
    expect(state.volume).toBeCloseTo(0.05);
    fireEvent.change(volume, { target: { value: '40' } });
    expect(state.volume).toBeCloseTo(0.4);
    expect(volume).toHaveAttribute('aria-valuetext', '40%');
  });

  it('keeps the spec: toggles playing/paused, calls back at half, and resets to the start at the end', () => {
    const { audio, state, onHalfway, seek } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Reproduzir Áudio: o método STAR' }));
    expect(screen.getByText('Reproduzindo')).toBeInTheDocument();
    state.currentTime = 90;
    fireEvent.timeUpdate(audio);
    expect(onHalfway).not.toHaveBeenCalled();
    state.currentTime = 100;
    fireEvent.timeUpdate(audio);
    expect(onHalfway).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar Áudio: o método STAR' }));
    expect(screen.getByText('Pausado')).toBeInTheDocument();
    state.currentTime = 200;
    fireEvent.ended(audio);
    expect(state.currentTime).toBe(0);
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 de 3:20');
    expect(screen.getByRole('button', { name: 'Reproduzir Áudio: o método STAR' })).toBeInTheDocument();
  });
});
