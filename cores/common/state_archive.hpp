// Save states: every part of an emulation (a core, a chip, a machine) writes
// and reads its state through one function, as ares's serialize() does:
//
//   template <class Archive> void serialize(Archive& a) {
//     a("pc", r.pc);          // a value, by name
//     a.scope("acia", acia_); // a part, its fields named "acia.*"
//   }
//
// StateWriter turns the calls into named records; StateReader checks each
// record against the field the same call expects (its name, its size, its
// checksum, the values a bool can hold) and names the field when one does not
// fit. Records, in order: the field's dotted name (a byte of length, then the
// bytes), the value's length (4 bytes), the value, and the value's CRC-32 (4
// bytes); integers little-endian, a double as its IEEE bits, containers as a
// 4-byte count and their elements, a struct with serialize() as its records.
// Standard library only, like the cores.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <deque>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace veteran::state {

// A snapshot that does not fit the fields asked for; what() names the field.
class StateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The most cycles a save state may hold in any count or time stamp: 2^53
// (over 70 years of emulated time at 4 MHz), where counts are still exact
// in a double and no sum of them wraps. A crafted state with 2^64 - 1 made
// machines loop for ever catching up.
inline constexpr uint64_t kMaxCycles = uint64_t{1} << 53;
inline constexpr auto within_cycles = [](uint64_t c) { return c <= kMaxCycles; };
inline constexpr std::string_view kCyclesWhy = "a cycle count of at most 2^53 (over 70 years of emulated time)";

namespace detail {

// The CRC-32 of zip and PNG, eight bytes a step ("slicing by 8"): a
// snapshot's 64 KiB of memory is checked in tens of microseconds.
constexpr std::array<std::array<uint32_t, 256>, 8> crc_tables() {
  std::array<std::array<uint32_t, 256>, 8> t{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    t[0][i] = c;
  }
  for (uint32_t i = 0; i < 256; ++i)
    for (size_t s = 1; s < 8; ++s) t[s][i] = (t[s - 1][i] >> 8) ^ t[0][t[s - 1][i] & 0xFF];
  return t;
}

inline uint32_t crc32(std::span<const uint8_t> bytes) {
  static constexpr auto kT = crc_tables();
  uint32_t c = 0xFFFFFFFFu;
  const uint8_t* p = bytes.data();
  size_t n = bytes.size();
  for (; n >= 8; n -= 8, p += 8) {
    const uint32_t lo = c ^ (uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24);
    c = kT[7][lo & 0xFF] ^ kT[6][(lo >> 8) & 0xFF] ^ kT[5][(lo >> 16) & 0xFF] ^ kT[4][lo >> 24] ^ kT[3][p[4]] ^
        kT[2][p[5]] ^ kT[1][p[6]] ^ kT[0][p[7]];
  }
  for (; n > 0; --n, ++p) c = kT[0][(c ^ *p) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

// Bytes and byte-sized enums: copied whole, not an element at a time.
template <class E>
constexpr bool is_byte = sizeof(E) == 1 && (std::is_integral_v<E> || std::is_enum_v<E>)&&!std::is_same_v<E, bool>;

// The shapes of value a field may hold, besides numbers: the writer and the
// reader take them apart the same way.
template <class T>
concept FixedArray = requires(T v) {
  std::tuple_size<T>::value;
  v[0];
};
template <class T>
concept PairLike = requires(T v) {
  v.first;
  v.second;
};
template <class T>
concept OptionalLike = requires(T v) {
  v.has_value();
  v.emplace();
};

template <class T>
struct is_sequence : std::false_type {};
template <class T>
struct is_sequence<std::vector<T>> : std::true_type {};
template <class T>
struct is_sequence<std::deque<T>> : std::true_type {};
template <>
struct is_sequence<std::string> : std::true_type {};

}  // namespace detail

// What the writer and the reader share: a part's fields named under the
// part's name ("cpu.pc").
template <class Archive>
class Scoped {
 public:
  template <class Part>
  void scope(std::string_view name, Part& part) {
    const size_t kept = prefix_.size();
    prefix_ += std::string(name) + ".";
    part.serialize(static_cast<Archive&>(*this));
    prefix_.resize(kept);
  }

 protected:
  std::string prefix_;
};

// Parts mark themselves with `using Serialized = void;` beside their
// serialize() template, so that containers of them can be written too.
template <class T>
concept HasSerialize = requires {
  typename T::Serialized;
};

class StateWriter : public Scoped<StateWriter> {
 public:
  static constexpr bool kLoading = false;

  template <class T>
  void operator()(std::string_view name, T& value) {
    const std::string field = prefix_ + std::string(name);
    if (field.size() > 255) throw std::logic_error("state field name too long: " + field);
    out_.push_back(static_cast<uint8_t>(field.size()));
    out_.insert(out_.end(), field.begin(), field.end());
    const size_t length_at = out_.size();
    put_u32(0);
    const size_t start = out_.size();
    encode(value);
    const uint32_t length = static_cast<uint32_t>(out_.size() - start);
    for (int i = 0; i < 4; ++i) out_[length_at + i] = static_cast<uint8_t>(length >> (8 * i));
    put_u32(detail::crc32(std::span(out_).subspan(start, length)));
  }

  // A value with a condition a reader checks (an index within its table).
  template <class T, class Valid>
  void operator()(std::string_view name, T& value, Valid&&, std::string_view) {
    (*this)(name, value);
  }

  const std::vector<uint8_t>& bytes() const { return out_; }
  std::vector<uint8_t> take() { return std::move(out_); }

 private:
  std::vector<uint8_t> out_;

  void put_u32(uint32_t v) {
    for (int i = 0; i < 4; ++i) out_.push_back(static_cast<uint8_t>(v >> (8 * i)));
  }

  template <class T>
  void encode(const T& value) {
    if constexpr (std::is_same_v<T, bool>) {
      out_.push_back(value ? 1 : 0);
    } else if constexpr (std::is_enum_v<T>) {
      encode(static_cast<std::underlying_type_t<T>>(value));
    } else if constexpr (std::is_same_v<T, double>) {
      encode(std::bit_cast<uint64_t>(value));
    } else if constexpr (std::is_integral_v<T>) {
      using U = std::make_unsigned_t<T>;
      const U u = static_cast<U>(value);
      for (size_t i = 0; i < sizeof(T); ++i) out_.push_back(static_cast<uint8_t>(u >> (8 * i)));
    } else if constexpr (detail::is_sequence<T>::value) {
      put_u32(static_cast<uint32_t>(value.size()));
      if constexpr (std::is_same_v<typename T::value_type, uint8_t> || std::is_same_v<T, std::string>) {
        out_.insert(out_.end(), value.begin(), value.end());
      } else {
        for (const auto& e : value) encode(e);
      }
    } else if constexpr (detail::FixedArray<T>) {
      if constexpr (detail::is_byte<typename T::value_type>) {
        const auto* first = reinterpret_cast<const uint8_t*>(value.data());
        out_.insert(out_.end(), first, first + value.size());
      } else
        for (const auto& e : value) encode(e);
    } else if constexpr (detail::PairLike<T>) {
      encode(value.first);
      encode(value.second);
    } else if constexpr (detail::OptionalLike<T>) {
      encode(value.has_value());
      if (value) encode(*value);
    } else {
      static_assert(HasSerialize<T>, "a state field must be a number, bool, enum, container or a part");
      StateWriter inner;
      const_cast<T&>(value).serialize(inner);
      encode(inner.out_);
    }
  }
};

class StateReader : public Scoped<StateReader> {
 public:
  static constexpr bool kLoading = true;

  // `source` names the snapshot in errors. With `apply` false, every field
  // is read and checked but nothing is changed: a snapshot is checked whole
  // before any of it is loaded.
  StateReader(std::span<const uint8_t> bytes, std::string source, bool apply = true)
      : in_(bytes), source_(std::move(source)), apply_(apply) {}

  template <class T>
  void operator()(std::string_view name, T& value) {
    (*this)(
        name, value, [](const T&) { return true; }, "");
  }

  // A value that must also pass `valid` (an index within its table): `why`
  // says what it may hold when it does not.
  template <class T, class Valid>
  void operator()(std::string_view name, T& value, Valid&& valid, std::string_view why) {
    const std::string field = prefix_ + std::string(name);
    if (at_ >= in_.size()) fail("ends before field '" + field + "'");
    const size_t name_length = in_[at_];
    if (in_.size() - at_ < 1 + name_length + 4) fail("is cut short in field '" + field + "'");
    const std::string_view found(reinterpret_cast<const char*>(in_.data() + at_ + 1), name_length);
    if (found != field)
      fail("has field '" + printable(found) + "' where this version of veteran expects '" + field + "'");
    at_ += 1 + name_length;
    const uint32_t length = get_u32_at(at_);
    at_ += 4;
    if (in_.size() - at_ < uint64_t{length} + 4) fail("is cut short in field '" + field + "'");
    const auto payload = in_.subspan(at_, length);
#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION  // a fuzzer's mutations get past the checksum to the fields
    if (detail::crc32(payload) != get_u32_at(at_ + length)) fail("is damaged in field '" + field + "' (its checksum)");
#endif
    at_ += length + 4;
    Cursor c{payload, 0, field, this};
    T decoded{};  // checked whole before `value` changes
    c.decode(decoded);
    if (c.at != payload.size())
      fail("is damaged in field '" + field + "' (" + std::to_string(payload.size()) +
           " bytes where this version reads " + std::to_string(c.at) + ")");
    if (!valid(std::as_const(decoded))) fail("is damaged in field '" + field + "' (" + std::string(why) + ")");
    if (apply_) value = std::move(decoded);
  }

  // After the last field: nothing may be left over.
  void finish() const {
    if (at_ != in_.size()) {
      const size_t n = in_[at_];
      const std::string found =
          in_.size() - at_ > n ? printable({reinterpret_cast<const char*>(in_.data() + at_ + 1), n}) : std::string("?");
      fail("has field '" + found + "' after the last one this version of veteran knows");
    }
  }

  // Whether the fields read from here on are applied (a header read, the
  // rest of a snapshot checked before it is loaded).
  void set_apply(bool apply) { apply_ = apply; }

 private:
  std::span<const uint8_t> in_;
  std::string source_;
  bool apply_;
  size_t at_ = 0;

  [[noreturn]] void fail(const std::string& what) const { throw StateError(source_ + " " + what); }

  static std::string printable(std::string_view s) {
    std::string out;
    for (char ch : s) out += (ch >= 0x20 && ch < 0x7F) ? ch : '?';
    return out;
  }

  uint32_t get_u32_at(size_t i) const {
    uint32_t v = 0;
    for (int k = 0; k < 4; ++k) v |= uint32_t{in_[i + k]} << (8 * k);
    return v;
  }

  // Reads one field's value from its bytes.
  struct Cursor {
    std::span<const uint8_t> bytes;
    size_t at;
    const std::string& field;
    const StateReader* reader;

    [[noreturn]] void damaged(const std::string& why) const {
      reader->fail("is damaged in field '" + field + "' (" + why + ")");
    }
    uint8_t byte() {
      if (at >= bytes.size()) damaged("its value is cut short");
      return bytes[at++];
    }
    uint32_t u32() {
      uint32_t v = 0;
      for (int k = 0; k < 4; ++k) v |= uint32_t{byte()} << (8 * k);
      return v;
    }
    // A count of elements at least `min_size` bytes each that the bytes left can hold.
    size_t count(size_t min_size) {
      const uint32_t n = u32();
      if (uint64_t{n} * min_size > bytes.size() - at) damaged(std::to_string(n) + " elements do not fit its length");
      return n;
    }

    template <class T>
    void decode(T& value) {
      if constexpr (std::is_same_v<T, bool>) {
        const uint8_t b = byte();
        if (b > 1) damaged("holds " + std::to_string(b) + ", not a truth value");
        value = b == 1;
      } else if constexpr (std::is_enum_v<T>) {
        std::underlying_type_t<T> u{};
        decode(u);
        value = static_cast<T>(u);
      } else if constexpr (std::is_same_v<T, double>) {
        uint64_t u = 0;
        decode(u);
        value = std::bit_cast<double>(u);
      } else if constexpr (std::is_integral_v<T>) {
        using U = std::make_unsigned_t<T>;
        U u = 0;
        for (size_t i = 0; i < sizeof(T); ++i) u = static_cast<U>(u | static_cast<U>(U{byte()} << (8 * i)));
        value = static_cast<T>(u);
      } else if constexpr (detail::is_sequence<T>::value) {
        using E = typename T::value_type;
        const size_t n = count(std::is_arithmetic_v<E> ? sizeof(E) : 1);
        if constexpr (detail::is_byte<E> && !std::is_enum_v<E>) {  // bytes: one copy
          value.assign(bytes.begin() + static_cast<std::ptrdiff_t>(at),
                       bytes.begin() + static_cast<std::ptrdiff_t>(at + n));
          at += n;
          return;
        }
        value.clear();
        for (size_t i = 0; i < n; ++i) {
          E e{};
          decode(e);
          value.push_back(std::move(e));
        }
      } else if constexpr (detail::FixedArray<T>) {
        using E = typename T::value_type;
        if constexpr (detail::is_byte<E>) {  // bytes: one copy
          if (bytes.size() - at < value.size()) damaged("its value is cut short");
          std::memcpy(value.data(), bytes.data() + at, value.size());
          at += value.size();
          return;
        }
        for (auto& e : value) decode(e);
      } else if constexpr (detail::PairLike<T>) {
        decode(value.first);
        decode(value.second);
      } else if constexpr (detail::OptionalLike<T>) {
        bool present = false;
        decode(present);
        if (!present) {
          value.reset();
        } else {
          typename T::value_type inner{};
          decode(inner);
          value = std::move(inner);
        }
      } else {
        static_assert(HasSerialize<T>, "a state field must be a number, bool, enum, container or a part");
        std::vector<uint8_t> records;
        decode(records);
        StateReader inner(records, reader->source_ + " (in field '" + field + "')", true);
        value.serialize(inner);
        inner.finish();
      }
    }
  };
};

}  // namespace veteran::state
