// A SYSTEM-format cassette image (.cas) of our own making: leader, sync byte
// $A5, $55 and a six-letter name, blocks of up to 256 bytes ($3C, count,
// address, data, checksum of address and data), then $78 and the entry
// address, as Level II BASIC's SYSTEM command reads them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::test {

inline std::vector<uint8_t> system_tape(const std::string& name, uint16_t address, const std::vector<uint8_t>& data,
                                        uint16_t entry) {
  std::vector<uint8_t> t(40, 0x00);
  t.push_back(0xA5);
  t.push_back(0x55);
  for (size_t i = 0; i < 6; ++i) t.push_back(static_cast<uint8_t>(i < name.size() ? name[i] : ' '));
  for (size_t at = 0; at < data.size(); at += 256) {
    const size_t count = std::min<size_t>(256, data.size() - at);
    const uint16_t where = static_cast<uint16_t>(address + at);
    t.insert(t.end(),
             {0x3C, static_cast<uint8_t>(count), static_cast<uint8_t>(where), static_cast<uint8_t>(where >> 8)});
    unsigned sum = (where & 0xFF) + (where >> 8);
    for (size_t i = 0; i < count; ++i) t.push_back(data[at + i]), sum += data[at + i];
    t.push_back(static_cast<uint8_t>(sum));
  }
  t.insert(t.end(), {0x78, static_cast<uint8_t>(entry), static_cast<uint8_t>(entry >> 8)});
  return t;
}

}  // namespace veteran::test
