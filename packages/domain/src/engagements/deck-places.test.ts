import { describe, expect, it } from 'vitest';
import { atPlaces, placeNames, placesOf, pointPlaces, topicList, yourPlaces } from './deck-places.ts';

const ALBION = [
  '9,800 staff, most of them at depots or on trains',
  '8,600 devices, among them shared handhelds for frontline staff',
  'Teams for operational messages between depots, trains and control',
];

// The client-side reader: answers said 'each team and site' to a client who named its depots, trains and control.
describe('the client’s own places', () => {
  it.each([
    ['Teams for operational messages between depots, trains and control', 'your depots, trains and control'],
    ['9,800 staff, most of them at depots or on trains', 'your depots and trains'],
    [
      '6,200 staff in 143 branches, the contact centre and head office',
      'your branches, contact centre and head office',
    ],
    ['The branches stay open throughout: a few devices a branch at a time', 'your branches'],
    ['14,500 staff, many of them clinicians who share ward devices', 'your wards'],
    ['About 7,600 staff across 40 sites', 'your sites'],
    // 'Control' only beside another place: a control is not a place on its own.
    ['Devices under central control', undefined],
    ['Staff want one service desk, wherever they work', undefined],
  ])('%j names %j', (point, places) => {
    expect(yourPlaces(pointPlaces(point))).toBe(places);
  });

  it.each([
    // A point naming none borrows the first point that names some (the client's context).
    [
      '8,600 devices, among them shared handhelds for frontline staff',
      'at depots and on trains',
      'depots and trains',
    ],
    [ALBION[2]!, 'at depots, on trains and in control', 'depots, trains and control'],
    ['Nothing of places', undefined, undefined],
  ])('%j is said %j (%j)', (point, at, names) => {
    const context = point === 'Nothing of places' ? [] : ALBION;
    expect(atPlaces(placesOf(point, context))).toBe(at);
    expect(placeNames(placesOf(point, context))).toBe(names);
  });

  it.each([
    [
      ['shared devices at depots and on trains', 'sign-in at the start of a shift'],
      'shared devices at depots and on trains, and sign-in at the start of a shift',
    ],
    [['the ageing devices', 'signing in from home'], 'the ageing devices and signing in from home'],
    [['patching'], 'patching'],
    [['a', 'b', 'c'], 'a, b and c'],
    [['x and y', 'b', 'c'], 'x and y, b, and c'],
  ])('%j as a list is %j', (items, read) => {
    expect(topicList(items)).toBe(read);
  });
});
