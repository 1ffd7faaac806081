import { describe, expect, it } from '@jest/globals';
import { isPublicAddress, nonPublicRange } from './address-policy.js';

describe('address policy', () => {
  describe('IPv4', () => {
    it.each([
      ['0.0.0.0', 'unspecified, this network'],
      ['0.255.255.255', 'unspecified, this network'],
      ['10.0.0.0', 'private'],
      ['10.255.255.255', 'private'],
      ['100.64.0.0', 'shared address space, CGNAT'],
      ['100.127.255.255', 'shared address space, CGNAT'],
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['169.254.0.1', 'link-local, cloud metadata'],
      ['169.254.169.254', 'link-local, cloud metadata'],
      ['172.16.0.0', 'private'],
      ['172.31.255.255', 'private'],
      ['192.0.0.0', 'IETF protocol assignments'],
      ['192.0.0.255', 'IETF protocol assignments'],
      ['192.0.2.1', 'documentation, TEST-NET-1'],
      ['192.88.99.1', '6to4 relay anycast'],
      ['192.168.0.0', 'private'],
      ['192.168.255.255', 'private'],
      ['198.18.0.0', 'benchmarking'],
      ['198.19.255.255', 'benchmarking'],
      ['198.51.100.7', 'documentation, TEST-NET-2'],
      ['203.0.113.200', 'documentation, TEST-NET-3'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.255', 'multicast'],
      ['240.0.0.1', 'reserved'],
      ['255.255.255.254', 'reserved'],
      ['255.255.255.255', 'broadcast'],
    ])('refuses %s (%s)', (address, name) => {
      expect(nonPublicRange(address)).toBe(name);
      expect(isPublicAddress(address)).toBe(false);
    });

    it.each([
      '1.1.1.1',
      '8.8.8.8',
      '9.255.255.255',
      '11.0.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '126.255.255.255',
      '128.0.0.0',
      '169.253.255.255',
      '169.255.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.0.1.0',
      '192.0.3.0',
      '192.167.255.255',
      '192.169.0.0',
      '198.17.255.255',
      '198.20.0.0',
      '203.0.114.0',
      '223.255.255.255',
    ])('accepts the public address %s', (address) => {
      expect(nonPublicRange(address)).toBeUndefined();
      expect(isPublicAddress(address)).toBe(true);
    });
  });

  describe('IPv6', () => {
    it.each([
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['0:0:0:0:0:0:0:1', 'loopback'],
      ['fc00::1', 'unique local, private'],
      ['fdff:ffff::1', 'unique local, private'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['febf::1', 'link-local'],
      ['fec0::1', 'site-local, deprecated'],
      ['ff02::1', 'multicast'],
      ['100::1', 'discard-only'],
      ['64:ff9b:1::1', 'local-use NAT64'],
      ['1000::1', 'outside the global unicast range 2000::/3'],
      ['4000::1', 'outside the global unicast range 2000::/3'],
      ['2001:db8::1', 'documentation'],
      ['3fff::1', 'documentation'],
      ['2001:2::1', 'benchmarking'],
      ['2001:10::1', 'ORCHID'],
      ['2001:20::1', 'ORCHIDv2'],
    ])('refuses %s (%s)', (address, name) => {
      expect(nonPublicRange(address)).toBe(name);
    });

    it.each([
      ['::ffff:127.0.0.1', 'IPv4-mapped 127.0.0.1: loopback'],
      ['::ffff:7f00:1', 'IPv4-mapped 127.0.0.1: loopback'],
      ['::FFFF:7F00:0001', 'IPv4-mapped 127.0.0.1: loopback'],
      ['::ffff:10.1.2.3', 'IPv4-mapped 10.1.2.3: private'],
      ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254: link-local, cloud metadata'],
      ['0:0:0:0:0:ffff:c0a8:101', 'IPv4-mapped 192.168.1.1: private'],
      ['::127.0.0.1', 'IPv4-compatible, deprecated'],
      ['::7f00:1', 'IPv4-compatible, deprecated'],
      ['::8.8.8.8', 'IPv4-compatible, deprecated'],
      ['64:ff9b::7f00:1', 'NAT64 127.0.0.1: loopback'],
      ['64:ff9b::10.0.0.1', 'NAT64 10.0.0.1: private'],
      ['2002:7f00:1::', '6to4 127.0.0.1: loopback'],
      ['2002:c0a8:101::1', '6to4 192.168.1.1: private'],
      ['2001:0:7f00:1::1', 'Teredo 127.0.0.1: loopback'],
      // Teredo server 65.54.227.120, client 192.0.2.45 (stored bit-flipped as 3fff:fdd2).
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo 192.0.2.45: documentation, TEST-NET-1'],
      ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo 127.0.0.1: loopback'],
    ])('judges %s by the IPv4 address it carries (%s)', (address, name) => {
      expect(nonPublicRange(address)).toBe(name);
    });

    it.each([
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
      '2a00:1450:4007:80c::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
      '2001:3::1',
    ])('accepts the public address %s', (address) => {
      expect(nonPublicRange(address)).toBeUndefined();
    });
  });

  it.each(['localhost', '0177.0.0.1', '2130706433', '0x7f000001', '', '1.2.3', '[::1]'])('refuses %j, which is not an IP address', (text) => {
    expect(nonPublicRange(text)).toBe('not an IP address');
  });
});
