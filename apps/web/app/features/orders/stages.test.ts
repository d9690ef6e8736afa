import { describe, expect, it } from 'vitest';
import { trackerStages } from './stages';

const summary = (sta: number) =>
  trackerStages(sta).map(
    ({ name, reached, current }) => `${name}:${reached ? 'reached' : 'ahead'}${current ? '*' : ''}`,
  );

describe('trackerStages', () => {
  it('lists file review, printing and shipping in that order', () => {
    expect(trackerStages(0).map((stage) => stage.name)).toEqual(['fileReview', 'printing', 'shipping']);
  });

  it('marks every stage up to sta as reached and the last of them as current', () => {
    expect(summary(0)).toEqual(['fileReview:reached*', 'printing:ahead', 'shipping:ahead']);
    expect(summary(1)).toEqual(['fileReview:reached', 'printing:reached*', 'shipping:ahead']);
    expect(summary(2)).toEqual(['fileReview:reached', 'printing:reached', 'shipping:reached*']);
  });

  it('keeps shipping current past the last stage, and reaches nothing below the first', () => {
    expect(summary(5)).toEqual(['fileReview:reached', 'printing:reached', 'shipping:reached*']);
    expect(summary(-1)).toEqual(['fileReview:ahead', 'printing:ahead', 'shipping:ahead']);
  });
});
