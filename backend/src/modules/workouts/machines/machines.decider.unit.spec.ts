import { DomainError } from '../../../common/domain-error.js';
import { fold } from '../../../event-store/decider.js';
import type { MachineCommand } from './machines.decider.js';
import { machineDecider } from './machines.decider.js';
import type { MachineEvent, MachineState } from './machines.events.js';
import { domainErrorOf } from '../../../../test/support/domain-error-of.js';

const now = new Date('2026-11-23T10:00:00Z');
const at = now.toISOString();
const machineId = 'm-1';
const userId = 'u-1';
const given = (events: MachineEvent[]): MachineState => fold(machineDecider, events);
const when = (command: MachineCommand, state: MachineState) => machineDecider.decide(command, state);
const created = (categories: ('Brust' | 'Arme')[] = []): MachineEvent => ({
  type: 'MachineCreated',
  data: { machineId, userId, name: 'Bankdrücken', categories, at },
});
const create = (name: string, categories: unknown[] = []): MachineCommand => ({ type: 'CreateMachine', data: { machineId, userId, name, categories, now } });
const categorise = (categories: unknown[], source: 'user' | 'ai', who = userId): MachineCommand => ({
  type: 'CategoriseMachine',
  data: { machineId, userId: who, categories, source, now },
});

describe('machine decider', () => {
  it('creates a machine with a trimmed name and known categories, deduplicated in the spec order', () => {
    expect(when(create('  Bankdrücken  ', ['Arme', 'Brust', 'Arme']), given([]))).toEqual([
      { type: 'MachineCreated', data: { machineId, userId, name: 'Bankdrücken', categories: ['Brust', 'Arme'], at } },
    ]);
  });

  it.each([
    ['', 'machine.name_required'],
    ['   ', 'machine.name_required'],
    ['x'.repeat(101), 'machine.name_too_long'],
  ])('refuses the name %p', (name, message) => {
    const error = domainErrorOf(() => when(create(name), given([])));
    expect(error).toBeInstanceOf(DomainError);
    expect(error.message).toBe(message);
  });

  it('accepts a name of exactly 100 characters and collapses inner whitespace', () => {
    expect(when(create('x'.repeat(100)), given([]))).toHaveLength(1);
    expect(when(create('Bank   drücken'), given([]))[0]).toMatchObject({ data: { name: 'Bank drücken' } });
  });

  it('refuses unknown categories from a user', () => {
    expect(domainErrorOf(() => when(create('Bankdrücken', ['Zehen']), given([]))).message).toBe('machine.unknown_category');
  });

  it('renames and re-categorises only what changed', () => {
    const state = given([created(['Brust'])]);
    const update = (changes: { name?: string; categories?: unknown[] }): MachineCommand => ({
      type: 'UpdateMachine',
      data: { machineId, userId, now, ...changes },
    });
    expect(when(update({ name: 'Bankdrücken', categories: ['Brust'] }), state)).toEqual([]);
    expect(when(update({ name: 'Schrägbank' }), state)).toEqual([{ type: 'MachineRenamed', data: { machineId, userId, name: 'Schrägbank', at } }]);
    expect(when(update({ categories: ['Arme', 'Brust'] }), state)).toEqual([
      { type: 'MachineCategorised', data: { machineId, userId, categories: ['Brust', 'Arme'], source: 'user', at } },
    ]);
  });

  it("answers another user's machine and a deleted one as not found", () => {
    const update: MachineCommand = { type: 'UpdateMachine', data: { machineId, userId: 'u-2', name: 'X', now } };
    expect(domainErrorOf(() => when(update, given([created()]))).kind).toBe('not_found');
    const remove: MachineCommand = { type: 'DeleteMachine', data: { machineId, userId, now } };
    expect(domainErrorOf(() => when(remove, given([created(), { type: 'MachineDeleted', data: { machineId, userId, at } }]))).kind).toBe('not_found');
    expect(domainErrorOf(() => when({ type: 'DeleteMachine', data: { machineId, userId: 'u-2', now } }, given([created()]))).kind).toBe('not_found');
  });

  it('deletes an own machine', () => {
    expect(when({ type: 'DeleteMachine', data: { machineId, userId, now } }, given([created()]))).toEqual([
      { type: 'MachineDeleted', data: { machineId, userId, at } },
    ]);
  });

  describe('categorisation by the AI', () => {
    it('fills in the categories of a machine created without any, dropping unknown ones', () => {
      expect(when(categorise(['Brust', 'keine', 'Brust', 'Arme'], 'ai'), given([created()]))).toEqual([
        { type: 'MachineCategorised', data: { machineId, userId, categories: ['Brust', 'Arme'], source: 'ai', at } },
      ]);
    });

    it('is a no-op once the user chose categories, at creation or by hand', () => {
      expect(when(categorise(['Arme'], 'ai'), given([created(['Brust'])]))).toEqual([]);
      const byHand: MachineEvent = { type: 'MachineCategorised', data: { machineId, userId, categories: [], source: 'user', at } };
      const aiFirst: MachineEvent = { type: 'MachineCategorised', data: { machineId, userId, categories: ['Brust'], source: 'ai', at } };
      expect(when(categorise(['Arme'], 'ai'), given([created(), aiFirst, byHand]))).toEqual([]);
    });

    it('is a no-op, not an error, for a deleted, missing or foreign machine, or the same categories', () => {
      expect(when(categorise(['Brust'], 'ai'), given([created(), { type: 'MachineDeleted', data: { machineId, userId, at } }]))).toEqual([]);
      expect(when(categorise(['Brust'], 'ai'), given([]))).toEqual([]);
      expect(when(categorise(['Brust'], 'ai', 'u-2'), given([created()]))).toEqual([]);
      const aiFirst: MachineEvent = { type: 'MachineCategorised', data: { machineId, userId, categories: ['Brust'], source: 'ai', at } };
      expect(when(categorise(['Brust'], 'ai'), given([created(), aiFirst]))).toEqual([]);
    });

    it('lets a later AI result replace an earlier one while the user has not chosen', () => {
      const aiFirst: MachineEvent = { type: 'MachineCategorised', data: { machineId, userId, categories: ['Brust'], source: 'ai', at } };
      expect(when(categorise(['Arme'], 'ai'), given([created(), aiFirst]))).toHaveLength(1);
    });
  });

  describe('merging into another exercise', () => {
    const target = (events: MachineEvent[]) => given(events.map((event) => ({ ...event, data: { ...event.data, machineId: 'm-2' } }) as MachineEvent));
    const merge = (into: string, targetState: MachineState, who = userId): MachineCommand => ({
      type: 'MergeMachine',
      data: { machineId, userId: who, into, target: targetState, now },
    });

    it('merges an own exercise into another own one, and is gone afterwards', () => {
      const events = when(merge('m-2', target([created()])), given([created()]));
      expect(events).toEqual([{ type: 'MachineMerged', data: { machineId, userId, into: 'm-2', at } }]);
      expect(given([created(), ...events]).status).toBe('deleted');
    });

    it.each([
      ['itself', machineId, () => given([created()]), 'machine.merge_into_itself'],
      ['an unknown exercise', 'm-2', () => given([]), 'machine.merge_target_not_found'],
      ['a deleted exercise', 'm-2', () => target([created(), { type: 'MachineDeleted', data: { machineId, userId, at } }]), 'machine.merge_target_not_found'],
      [
        'another user’s exercise',
        'm-2',
        () => given([{ type: 'MachineCreated', data: { machineId: 'm-2', userId: 'u-2', name: 'X', categories: [], at } }]),
        'machine.merge_target_not_found',
      ],
    ])('refuses merging into %s', (_, into, targetState, code) => {
      expect(domainErrorOf(() => when(merge(into, targetState()), given([created()]))).message).toBe(code);
    });

    it('answers an exercise that is not the user’s like a missing one', () => {
      expect(domainErrorOf(() => when(merge('m-2', target([created()]), 'u-2'), given([created()]))).message).toBe('machine.not_found');
    });
  });
});
