import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPathFromLocation, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each(['/wishlist', '/product/egg-glow-cube?from=heart#top', '/collections/tech'])(
    'keeps paths of this site with their query and hash: %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it('sends anything that could leave the site home', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      ' /wishlist',
      'wishlist',
      '/wish\nlist',
      '/\t/evil.example',
      '',
    ]) {
      expect(safeNextPath(raw), raw).toBe('/');
    }
  });

  it('does not go back to the login or register form', () => {
    expect(safeNextPath('/login')).toBe('/');
    expect(safeNextPath('/login?next=/wishlist')).toBe('/');
    expect(safeNextPath('/register')).toBe('/');
  });

  it('gives home for anything that is not text', () => {
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(42)).toBe('/');
    expect(safeNextPath({ pathname: '/wishlist' })).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../rewards')).toBe('/rewards');
    expect(safeNextPath('/../../rewards')).toBe('/rewards');
  });
});

describe('nextPathFromLocation', () => {
  it('reads ?next= first', () => {
    expect(nextPathFromLocation('?next=%2Fwishlist', { from: '/profile' })).toBe('/wishlist');
  });

  it('refuses an unsafe ?next= even when the state is fine', () => {
    expect(nextPathFromLocation('?next=https%3A%2F%2Fevil.example', { from: '/profile' })).toBe('/');
  });

  it('falls back to the router state, as a string or a location', () => {
    expect(nextPathFromLocation('', { from: '/profile' })).toBe('/profile');
    expect(nextPathFromLocation('', { from: { pathname: '/product/x', search: '?a=1', hash: '' } })).toBe(
      '/product/x?a=1',
    );
    expect(nextPathFromLocation('', { from: '//evil.example' })).toBe('/');
  });

  it('goes home without either', () => {
    expect(nextPathFromLocation('', null)).toBe('/');
    expect(nextPathFromLocation('?other=1', { somethingElse: true })).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the page to come back to', () => {
    expect(loginPathFor('/rewards')).toBe('/login?next=%2Frewards');
    expect(loginPathFor('/product/a?b=1')).toBe('/login?next=%2Fproduct%2Fa%3Fb%3D1');
  });

  it('is plain /login for home or an unsafe path', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });

  it('round-trips through nextPathFromLocation', () => {
    const link = loginPathFor('/wishlist/share/abc?x=1#y');
    expect(nextPathFromLocation(link.slice(link.indexOf('?')), null)).toBe('/wishlist/share/abc?x=1#y');
  });
});
