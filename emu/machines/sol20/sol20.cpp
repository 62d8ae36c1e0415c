#include "emu/machines/sol20/sol20.hpp"

#include "emu/formats/memory_image.hpp"
#include "emu/formats/solos_tape.hpp"
#include "emu/terminal/ascii_keys.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::emu {
namespace {

// A typed key waits this long after the program took the one before: a
// quick typist, and time for a program that polls the flag and reads once.
constexpr double kKeyGapSeconds = 0.02;

// "SENSE0" .. "SENSE7": the bit of port $FF; -1 for any other name.

// A screen code as text: bit 7 is the cursor; control codes and DEL show blank.
std::string cell_text(uint8_t code) {
  const uint8_t c = code & 0x7F;
  return std::string(1, c < 0x20 || c == 0x7F ? ' ' : static_cast<char>(c));
}

}  // namespace

Sol20::Sol20() {
  serial_.sent = [this](uint8_t byte, uint64_t) { serial_sent_.push_back(static_cast<char>(byte)); };
  tape_uart_.sent = [this](uint8_t byte, uint64_t start) { record(byte, start); };
  reset();
}

void Sol20::load_rom(const std::vector<uint8_t>& rom) {
  if (rom.size() != kRomSize)
    throw std::invalid_argument("the Sol-20's personality module holds 2048 bytes, not " + std::to_string(rom.size()));
  std::copy(rom.begin(), rom.end(), memory_.begin() + kRom);
}

// The reset switch: the 8080 starts at $0000, where the ROM answers again.
void Sol20::reset() {
  cpu_.reset();
  shadow_ = true;
  scroll_ = 0;
  key_waiting_ = false;
  typed_.clear();
  serial_.power_on();
  serial_sent_.clear();
  tape_uart_.power_on();
  tape_uart_.configure(kClockHz, 1200, 1 + 8 + 2);
  cassette_control_ = 0;
  tape_synced_at_ = recorders_synced_at_ = cpu_.cycles;
}

void Sol20::run(uint64_t n) { cpu_.run_until(cpu_.cycles + n); }

void Sol20::deliver_key() {
  if (key_waiting_ || typed_.empty() || cpu_.cycles < next_key_at_) return;
  key_ = typed_.front();
  typed_.pop_front();
  key_waiting_ = true;
}

uint8_t Sol20::in(uint8_t port) {
  const uint64_t now = cpu_.cycles;
  switch (port) {
    case kSerialStatus:
      // CTS, DSR and DCD (bits 5, 1, 0) read high, as MAME's RS-232 port with nothing plugged in gives them.
      return serial_.status(now, 0x80, 0x40, 0x10) | 0x23;
    case kSerialData: return serial_.read_data(now);
    case kStatus:
      deliver_key();
      play_tape();
      // Bits 1, 2 and 5 are not connected and read high.
      return tape_uart_.status(now, 0x80, 0x40, 0x10) | 0x26 | (key_waiting_ ? 0 : 1);
    case kTapeData: play_tape(); return tape_uart_.read_data(now);
    case kKeyboard:
      deliver_key();
      if (key_waiting_) next_key_at_ = now + static_cast<uint64_t>(kKeyGapSeconds * kClockHz);
      key_waiting_ = false;
      return key_;
    case kParallel: return 0;
    case kSenseSwitches: return switches_;
    default: return 0xFF;  // nothing answers
  }
}

void Sol20::out(uint8_t port, uint8_t value) {
  switch (port) {
    case kSerialData: serial_.write_data(value, cpu_.cycles); break;
    case kScroll: scroll_ = value; break;
    case kStatus:
      play_tape();                   // the tape so far at the old setting
      tape_uart_.sync(cpu_.cycles);  // what has left so far, at the old rate and to the recorder of then
      run_recorders();
      if ((value ^ cassette_control_) & 0x20) {
        tape_resync_ = true;  // the UART now listens at the other rate
        tape_uart_.configure(kClockHz, value & 0x20 ? 300 : 1200, 1 + 8 + 2);
      }
      for (int r = 0; r < 2; ++r) {  // a recorder starting, or running at a new rate: the idle line's tone from here
        const uint8_t motor = motor_bit(r);
        if ((value & motor) && (!(cassette_control_ & motor) || ((value ^ cassette_control_) & 0x20)))
          recorded_[r].push_back({recorder_seconds_[r], 0, value & 0x20 ? 300 : 1200, false});
      }
      cassette_control_ = value & 0xF0;
      play_tape();
      break;
    case kTapeData: tape_uart_.write_data(value, cpu_.cycles); break;
    default: break;  // the parallel port: not modelled
  }
}

void Sol20::insert_tape(const std::string& file) { insert_tape(files::read_wav(file), file); }

void Sol20::insert_tape(const files::Audio& audio, const std::string& source) {
  // Read at both rates now, so that a recording with nothing on it is refused here.
  std::vector<files::TapeCharacter> read[2];
  for (int rate = 0; rate < 2; ++rate) try {
      read[rate] = files::decode_cuts(audio, rate ? 300 : 1200, source);
    } catch (const files::ImageError&) {  // nothing of that kind: the UART hears nothing at that rate
    }
  if (read[0].empty() && read[1].empty())
    throw files::ImageError(source + ": no CUTS (1200 baud) or Kansas City (300 baud) recording in it");
  // SOLOS files on it must pass their checksums (SOLOS would refuse them):
  // at the rate where any file reads whole; a rate that only finds broken
  // ones (the other rate's signal misread) does not count against the tape.
  std::string broken;
  bool whole = false;
  for (const auto& characters : read) try {
      whole = whole || !files::parse_solos_tape(characters, source).empty();
    } catch (const files::ImageError& e) {
      if (broken.empty()) broken = e.what();
    }
  if (!whole && !broken.empty()) throw files::ImageError(broken);
  tape_characters_[0] = std::move(read[0]);
  tape_characters_[1] = std::move(read[1]);
  tape_loaded_ = true;
  tape_resync_ = true;
  tape_seconds_ = 0;
  tape_synced_at_ = cpu_.cycles;
}

void Sol20::run_recorders() {
  const uint64_t now = cpu_.cycles;
  for (int r = 0; r < 2; ++r)
    if (cassette_control_ & motor_bit(r))
      recorder_seconds_[r] += static_cast<double>(now - recorders_synced_at_) / kClockHz;
  recorders_synced_at_ = now;
}

// A character leaving the cassette UART goes to the recorder in use, if its motor runs.
void Sol20::record(uint8_t value, uint64_t start) {
  const int r = cassette_control_ & motor_bit(1) ? 1 : 0;  // recorder 2 while its motor runs (MAME's rule), else 1
  if (!(cassette_control_ & motor_bit(r))) return;
  // Its place on the tape: the tape run at the last sync, and what ran from there to its start (either way).
  const double since = (static_cast<double>(start) - static_cast<double>(recorders_synced_at_)) / kClockHz;
  recorded_[r].push_back({std::max(0.0, recorder_seconds_[r] + since), value, cassette_control_ & 0x20 ? 300 : 1200});
}

void Sol20::save_tape(const std::string& file) {
  auto has_characters = [this](int r) {
    return std::any_of(recorded_[r].begin(), recorded_[r].end(), [](const auto& c) { return c.character; });
  };
  tape_uart_.sync(cpu_.cycles);  // what has left the UART by now, on the tape as far as it has run
  run_recorders();
  const int r = !has_characters(0) && has_characters(1) ? 1 : 0;
  if (!has_characters(r))
    throw std::runtime_error(
        file + ": the program recorded nothing (no character left the cassette UART while a recorder's motor ran)");
  files::write_wav(file, files::encode_cuts(recorded_[r], recorder_seconds_[r]));
}

void Sol20::play_tape() {
  if (!tape_loaded_) return;
  const uint64_t now = cpu_.cycles;
  const bool motor = cassette_control_ & 0x80;  // recorder 1 (the one with a tape)
  if (motor) tape_seconds_ += static_cast<double>(now - tape_synced_at_) / kClockHz;
  tape_synced_at_ = now;
  if (!motor) return;
  const int rate = cassette_control_ & 0x20 ? 1 : 0;  // bit 5: 300 baud
  const auto& characters = tape_characters_[rate];
  if (tape_resync_) {  // a new tape or a change of rate: what has passed is not heard
    tape_resync_ = false;
    tape_next_ = 0;
    while (tape_next_ < characters.size() && characters[tape_next_].seconds <= tape_seconds_) ++tape_next_;
  }
  while (tape_next_ < characters.size() && characters[tape_next_].seconds <= tape_seconds_)
    tape_uart_.arrive(characters[tape_next_++].value);
}

void Sol20::set_key(const std::string& key, bool down) {
  if (const Input* input = info().input(key)) {  // a sense switch
    if (down) switches_ ^= static_cast<uint8_t>(1u << input->code);
    return;
  }
  auto code = ascii_key_code(key);
  if (!code) throw std::invalid_argument(info().unknown_key(key));
  if (down) typed_.push_back(*code);
}

SerialPort::Output Sol20::serial_output() {
  serial_.sync(cpu_.cycles);
  return Output{serial_sent_, 0};
}

// The screen as the VDM-1 shows it: 16 rows from the scroll register's.
std::string Sol20::display_text() {
  std::string out;
  for (int row = 0; row < kRows; ++row) {
    std::string text;
    const int from = kScreen + ((scroll_ + row) & (kRows - 1)) * kColumns;
    for (int column = 0; column < kColumns; ++column) text += cell_text(memory_[static_cast<size_t>(from + column)]);
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out += text + "\n";
  }
  return out;
}

Face Sol20::face() {
  ScreenFace f;
  f.columns = kColumns;
  f.rows = kRows;
  for (int row = 0; row < kRows; ++row) {
    const int from = kScreen + ((scroll_ + row) & (kRows - 1)) * kColumns;
    for (int column = 0; column < kColumns; ++column) {
      const uint8_t code = memory_[static_cast<size_t>(from + column)];
      f.cells.push_back({code, -1, cell_text(code)});
    }
  }
  return f;
}

}  // namespace veteran::emu
