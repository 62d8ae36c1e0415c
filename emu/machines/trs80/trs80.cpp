#include "emu/machines/trs80/trs80.hpp"

#include "emu/files/rompath.hpp"
#include "emu/formats/trs80_tape.hpp"
#include "emu/formats/wav.hpp"
#include "emu/video/text_cells.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <stdexcept>
#include <utility>

namespace veteran::emu {
namespace {

constexpr uint16_t kRomEnd = 0x3000, kRam = 0x4000;

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
  // A clock tick long past (a save state's) is not a storm of interrupts
  // to catch up one by one: the next one is due within a period from now.
  constexpr double kPeriod = kClockHz / kClockTicksHz;
  const auto now = static_cast<double>(cpu_.cycles);
  if (next_tick_ + kPeriod < now) next_tick_ += std::floor((now - next_tick_) / kPeriod) * kPeriod;
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
  std::string extension = std::filesystem::path(file).extension().string();
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!recording && extension == ".wav")
    throw std::runtime_error(file + ": named .wav but not a WAVE recording (it does not start with RIFF....WAVE)");
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

void Trs80::set_key(const std::string& key, bool down) {
  const Input* input = info().input(key);
  if (!input) throw std::invalid_argument(info().unknown_key(key));
  const auto bit = static_cast<uint8_t>(1u << (input->code % 8));
  uint8_t& row = rows_[input->code / 8];
  row = down ? static_cast<uint8_t>(row | bit) : static_cast<uint8_t>(row & ~bit);
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
