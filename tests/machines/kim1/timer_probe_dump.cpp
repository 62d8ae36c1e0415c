// Runs the timer probe on veteran's KIM-1 and prints the RAM it filled, in
// the format tools/oracle/kim1-probe prints for MAME's.
#include "emu/files/rompath.hpp"
#include "emu/machines/kim1/kim1.hpp"

#include <cstdio>
#include <vector>

int main() {
  veteran::emu::Kim1 kim;
  std::vector<uint8_t> blank(1024, 0);
  kim.load_roms(veteran::files::read_file(VETERAN_KIM1_TIMER_PROBE), blank);
  kim.reset();
  kim.run(500'000);
  std::printf("RAM");
  for (int a = 0x0200; a <= 0x0247; ++a) std::printf(" %02x", kim.peek(static_cast<uint16_t>(a)));
  std::printf("\n");
}
