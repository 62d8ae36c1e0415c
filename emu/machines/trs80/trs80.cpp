#include "veteran/emu/machines/trs80/trs80.hpp"

#include "veteran/emu/files/rompath.hpp"
#include "veteran/emu/files/wav.hpp"
#include "veteran/emu/machines/trs80/trs80_tape.hpp"
#include "veteran/emu/video/text_cells.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace veteran::emu {
namespace {

constexpr uint16_t kRomEnd = 0x3000, kRam = 0x4000;

// The keyboard matrix: 8 rows of 8 keys, by the address line that selects
// the row (A0-A7) and the data bit that reads the key (D0-D7).
struct Key {
  const char* name;
  uint8_t row, bit;
};
constexpr Key kKeys[] = {
    {"@", 0, 0},     {"A", 0, 1},     {"B", 0, 2},     {"C", 0, 3},     {"D", 0, 4},  {"E", 0, 5},    {"F", 0, 6},
    {"G", 0, 7},     {"H", 1, 0},     {"I", 1, 1},     {"J", 1, 2},     {"K", 1, 3},  {"L", 1, 4},    {"M", 1, 5},
    {"N", 1, 6},     {"O", 1, 7},     {"P", 2, 0},     {"Q", 2, 1},     {"R", 2, 2},  {"S", 2, 3},    {"T", 2, 4},
    {"U", 2, 5},     {"V", 2, 6},     {"W", 2, 7},     {"X", 3, 0},     {"Y", 3, 1},  {"Z", 3, 2},    {"0", 4, 0},
    {"1", 4, 1},     {"2", 4, 2},     {"3", 4, 3},     {"4", 4, 4},     {"5", 4, 5},  {"6", 4, 6},    {"7", 4, 7},
    {"8", 5, 0},     {"9", 5, 1},     {":", 5, 2},     {";", 5, 3},     {",", 5, 4},  {"-", 5, 5},    {".", 5, 6},
    {"/", 5, 7},     {"ENTER", 6, 0}, {"CLEAR", 6, 1}, {"BREAK", 6, 2}, {"UP", 6, 3}, {"DOWN", 6, 4}, {"LEFT", 6, 5},
    {"RIGHT", 6, 6}, {"SPACE", 6, 7}, {"SHIFT", 7, 0},
};

}  // namespace

Trs80::Trs80() { std::fill(memory_.begin(), memory_.begin() + kRam, 0xFF); }

void Trs80::load_rom(std::span<const uint8_t> rom) {
  if (rom.size() > kRomEnd) throw std::invalid_argument("TRS-80 ROM larger than 12 KiB");
  std::fill(memory_.begin(), memory_.begin() + kRomEnd, 0xFF);
  std::copy(rom.begin(), rom.end(), memory_.begin());
}

void Trs80::reset() { cpu_.reset(); }

void Trs80::run(uint64_t n) {
  uint64_t end = cpu_.cycles + n;
  while (cpu_.cycles < end) {
    auto tick = static_cast<uint64_t>(next_tick_);
    cpu_.run_until(std::min(end, tick));
    if (cpu_.cycles >= tick) {
      irq_status_ |= 0x80;
      cpu_.set_irq(true);
      next_tick_ += kClockHz / kClockTicksHz;
    }
  }
}

uint8_t Trs80::read_devices(uint16_t a) {
  if (a < kDevices + 4) {  // the interrupt status: read, it clears
    cpu_.set_irq(false);
    return std::exchange(irq_status_, 0);
  }
  if (a < kKeyboard) return 0xFF;  // no disk controller or printer
  uint8_t v = 0;
  for (int r = 0; r < 8; ++r)
    if (a & (1u << r)) v |= rows_[static_cast<size_t>(r)];  // each address line selects a row; rows are ORed
  return v;
}

uint8_t Trs80::in(uint16_t port) {
  if ((port & 0xFF) != 0xFF) return 0xFF;
  // Bit 7 the cassette latch, bit 6 low in 32-column mode, the rest high.
  bool pulse = cassette_.latch(seconds());
  return static_cast<uint8_t>((pulse ? 0x80 : 0) | (port_ff_ & 0x08 ? 0 : 0x40) | 0x3F);
}

void Trs80::out(uint16_t port, uint8_t v) {
  if ((port & 0xFF) != 0xFF) return;
  port_ff_ = v;
  cassette_.motor(v & 0x04, seconds());
  cassette_.clear_latch(seconds());
}

void Trs80::insert_tape(const std::string& file) {
  auto bytes = files::read_file(file);
  // Told apart by what the file holds, not by its name: a recording starts "RIFF....WAVE".
  const bool recording = bytes.size() >= 12 && std::equal(bytes.begin(), bytes.begin() + 4, "RIFF") &&
                         std::equal(bytes.begin() + 8, bytes.begin() + 12, "WAVE");
  if (recording) {
    Trs80Cassette tape;
    tape.insert(files::parse_wav(bytes, file));
    if (!tape.loaded())
      throw std::runtime_error(file +
                               ": a recording with no pulses (the signal never falls through -0.2); "
                               "is it a TRS-80 tape at all?");
    cassette_ = std::move(tape);
    return;
  }
  files::parse_system_cas(bytes, file);  // a readable SYSTEM tape, or a clear error now
  cassette_.insert(bytes);
}

std::vector<std::string> Trs80::key_names() const {
  std::vector<std::string> names;
  for (const auto& k : kKeys) names.emplace_back(k.name);
  return names;
}

void Trs80::set_key(const std::string& key, bool down) {
  for (const auto& k : kKeys)
    if (key == k.name) {
      uint8_t& row = rows_[k.row];
      row = down ? static_cast<uint8_t>(row | 1u << k.bit) : static_cast<uint8_t>(row & ~(1u << k.bit));
      return;
    }
  throw std::invalid_argument("TRS-80 has no key named '" + key +
                              "' (keys: A-Z, 0-9, @ : ; , - . /, ENTER, CLEAR, BREAK, "
                              "UP, DOWN, LEFT, RIGHT, SPACE, SHIFT)");
}

std::string Trs80::cell_text(uint8_t code) {
  // 2 x 3 blocks, bit 0 top left to bit 5 bottom right.
  if (code >= 0x80) return video::sextant(code);
  if (code < 0x20) code = static_cast<uint8_t>(code + 0x40);  // control codes show as @ A B ...
  return std::string(1, static_cast<char>(code));
}

std::string Trs80::display_text() {
  std::string out;
  for (int line = 0; line < 16; ++line) {
    std::string text;
    for (int column = 0; column < 64; ++column) text += cell_text(memory_[kVideo + line * 64 + column]);
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out += text + "\n";
  }
  return out;
}

void Trs80::load_chargen(std::span<const uint8_t> chargen) {
  if (chargen.size() != 1024) throw std::invalid_argument("the TRS-80 character generator is 1024 bytes");
  chargen_.assign(chargen.begin(), chargen.end());
}

Face Trs80::face() {
  ScreenFace f;
  f.columns = 64;
  f.rows = 16;
  for (int i = 0; i < 64 * 16; ++i) {
    uint8_t code = memory_[static_cast<size_t>(kVideo + i)];
    int8_t blocks = code >= 0x80 ? static_cast<int8_t>(code & 0x3F) : int8_t{-1};  // $C0-$FF show as $80-$BF
    f.cells.push_back({code, blocks, cell_text(code)});
  }
  if (chargen_.size() == 1024) {
    // A character is 6 x 12 pixels: the generator's 8 rows, then 4 blank; the
    // characters with descenders (, ; g j p q y) are lowered by 2 rows. Without
    // the lower-case modification the Model I shows codes $00-$1F as $40-$5F.
    f.glyph_width = 6;
    f.glyph_height = 12;
    f.glyphs.assign(f.cells.size() * 12, 0);
    for (size_t i = 0; i < f.cells.size(); ++i) {
      uint8_t code = f.cells[i].code;
      if (code >= 0x80) continue;
      if (code < 0x20) code = static_cast<uint8_t>(code + 0x40);
      const bool lowered =
          code == 0x2C || code == 0x3B || code == 0x67 || code == 0x6A || code == 0x70 || code == 0x71 || code == 0x79;
      for (int row = 0; row < 8; ++row)
        f.glyphs[i * 12 + static_cast<size_t>(row + (lowered ? 2 : 0))] =
            chargen_[static_cast<size_t>(code) * 8 + static_cast<size_t>(row)] & 0x3F;
    }
  }
  return f;
}

}  // namespace veteran::emu
