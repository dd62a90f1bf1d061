import { describe, expect, it } from '@jest/globals';
import { planImport, toKilograms } from './import-plan.js';
import type { ImportedSet, ImportedTraining } from './parsing/index.js';

const push: ImportedTraining = { title: 'Push', startedAt: new Date('2025-09-15T05:48:00Z'), durationMin: 65, notes: null };
const pull: ImportedTraining = { title: 'Pull', startedAt: new Date('2025-09-17T05:48:00Z'), durationMin: 50, notes: null };
const set = (overrides: Partial<ImportedSet>): ImportedSet => ({
  kind: 'set',
  line: 2,
  training: push,
  exerciseName: 'Bench Press (Barbell)',
  position: 1,
  setType: 'normal',
  weight: 80,
  unit: 'kg',
  reps: 8,
  rpe: null,
  notes: null,
  ...overrides,
});
const choices = [
  { importedName: 'Bench Press (Barbell)', key: 'catalogue:bench', catalogueId: 'bench', machineId: 'm-1', name: 'Bankdrücken' },
  { importedName: 'Bankdrücken', key: 'catalogue:bench', catalogueId: 'bench', machineId: 'm-1', name: 'Bankdrücken' },
];

describe('toKilograms', () => {
  it('converts pounds onto the 0.5-kg steps and keeps kilograms on them', () => {
    expect(toKilograms(135, 'lb')).toBe(61);
    expect(toKilograms(225, 'lb')).toBe(102);
    expect(toKilograms(45, 'lb')).toBe(20.5);
    expect(toKilograms(62.5, 'kg')).toBe(62.5);
    expect(toKilograms(62.3, 'kg')).toBe(62.5);
  });
});

describe('planImport', () => {
  it('groups sets into their trainings, once each', () => {
    const plan = planImport('u-1', [set({}), set({ position: 2 }), set({ training: pull, line: 4 })], 'kg', choices);
    expect(plan.trainings.map((training) => training.training.title)).toEqual(['Push', 'Pull']);
    expect(plan.sets.map((planned) => planned.trainingId)).toEqual([plan.trainings[0]!.id, plan.trainings[0]!.id, plan.trainings[1]!.id]);
  });

  it('names a set by its training start, exercise, position, weight and reps: the same again is the same id', () => {
    const [first] = planImport('u-1', [set({})], 'kg', choices).sets;
    const [again] = planImport('u-1', [set({ line: 9, notes: 'anders', rpe: 8, exerciseName: 'Bankdrücken' })], 'kg', choices).sets;
    expect(again!.entryId).toBe(first!.entryId);
    for (const other of [set({ position: 2 }), set({ weight: 82.5 }), set({ reps: 7 }), set({ training: pull })]) {
      expect(planImport('u-1', [other], 'kg', choices).sets[0]!.entryId).not.toBe(first!.entryId);
    }
    expect(planImport('u-2', [set({})], 'kg', choices).sets[0]!.entryId).not.toBe(first!.entryId);
  });

  it('reads weights the file states no unit for in the assumed unit', () => {
    const [pounds] = planImport('u-1', [set({ unit: null, weight: 135 })], 'lb', choices).sets;
    const [kilos] = planImport('u-1', [set({ unit: 'kg', weight: 135 })], 'lb', choices).sets;
    expect(pounds!.maxWeight).toBe(61);
    expect(kilos!.maxWeight).toBe(135);
  });
});
