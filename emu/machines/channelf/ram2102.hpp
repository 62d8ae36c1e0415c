// The 2102 (1024 x 1 bit static RAM) on Videocarts 10 (Maze) and 18
// (Hangman), wired to two I/O ports as Sean Riddle worked it out and MAME
// 0.251 has it (chanf_rom_device::common_read_2102/common_write_2102). The
// first port: bit 0 write enable, bits 1-2 two address lines, bit 3 the data
// in; reading it while not writing latches the addressed bit into bit 7. The
// second port carries the other address lines, shuffled.
#pragma once

#include <array>
#include <cstdint>

namespace veteran::emu {

class Ram2102 {
 public:
  void reset();
  uint8_t read(int port);  // port 0 or 1 of the pair
  void write(int port, uint8_t value);

  // Save states (cores/common/state_archive.hpp).
  template <class Archive>
  void serialize(Archive& a) {
    a("bits", bits_), a("latch", latch_);
    auto in_chip = [](uint16_t address) { return address < 1024; };
    a("address_latch", address_latch_, in_chip, "an address 0 to 1023");
    a("address", address_, in_chip, "an address 0 to 1023");
    a("writing", writing_);
  }

 private:
  std::array<uint8_t, 1024> bits_{};
  std::array<uint8_t, 2> latch_{};
  uint16_t address_latch_ = 0, address_ = 0;
  bool writing_ = false;
};

}  // namespace veteran::emu
