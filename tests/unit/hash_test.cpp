#include "util/hash/digest.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using veteran::hash::crc32;
using veteran::hash::sha1_hex;

namespace {
std::vector<uint8_t> bytes(const std::string& s) { return {s.begin(), s.end()}; }
}  // namespace

TEST_CASE("SHA-1 matches the FIPS 180 examples", "[hash]") {
  CHECK(sha1_hex(bytes("")) == "da39a3ee5e6b4b0d3255bfef95601890afd80709");
  CHECK(sha1_hex(bytes("abc")) == "a9993e364706816aba3e25717850c26c9cd0d89d");
  CHECK(sha1_hex(bytes("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
        "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
  // One million 'a': crosses many blocks.
  CHECK(sha1_hex(std::vector<uint8_t>(1000000, 'a')) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
}

TEST_CASE("SHA-1 padding at the 55/56/64-byte boundaries", "[hash]") {
  // Values computed with coreutils sha1sum.
  CHECK(sha1_hex(std::vector<uint8_t>(55, 'x')) == "cef734ba81a024479e09eb5a75b6ddae62e6abf1");
  CHECK(sha1_hex(std::vector<uint8_t>(56, 'x')) == "901305367c259952f4e7af8323f480d59f81335b");
  CHECK(sha1_hex(std::vector<uint8_t>(64, 'x')) == "bb2fa3ee7afb9f54c6dfb5d021f14b1ffe40c163");
}

TEST_CASE("CRC32 is the zip/MAME polynomial", "[hash]") {
  CHECK(crc32(bytes("123456789")) == 0xCBF43926u);
  CHECK(crc32(bytes("")) == 0u);
}
