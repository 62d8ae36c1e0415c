// The kinds an event's settings take, as values, with the one table of how
// configs and cutechess-cli's command line spell each (and so how messages
// and the event's fingerprint spell them).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace veteran::tournament {

// Who plays whom: every pair, the first engine against each other, a bracket.
enum class Pairing { round_robin, gauntlet, knockout, pyramid };
// When a new opening is taken (cutechess-cli's -openings policy=): every
// `repeat` games of a pairing; for each encounter; for each round.
enum class OpeningPolicy { standard, encounter, round };
// How the openings file is read.
enum class OpeningsFormat { by_extension, epd, pgn };
// What the console shows of a running event: veteran's own progress and
// standings, or cutechess-cli 1.5.1's lines, or fastchess 1.8.2's, which
// log parsers read. PGN layouts are veteran's and cutechess-cli's.
enum class OutputFormat { veteran, cutechess, fastchess };

template <class E>
struct Spelling {
  E value;
  const char* name;
};

inline constexpr Spelling<Pairing> kPairings[] = {{Pairing::round_robin, "round-robin"},
                                                  {Pairing::gauntlet, "gauntlet"},
                                                  {Pairing::knockout, "knockout"},
                                                  {Pairing::pyramid, "pyramid"}};
inline constexpr Spelling<OpeningPolicy> kOpeningPolicies[] = {
    {OpeningPolicy::standard, "default"}, {OpeningPolicy::encounter, "encounter"}, {OpeningPolicy::round, "round"}};
inline constexpr Spelling<OutputFormat> kOutputFormats[] = {{OutputFormat::veteran, "veteran"},
                                                            {OutputFormat::cutechess, "cutechess"}};
inline constexpr Spelling<OutputFormat> kConsoleFormats[] = {
    {OutputFormat::veteran, "veteran"}, {OutputFormat::cutechess, "cutechess"}, {OutputFormat::fastchess, "fastchess"}};
inline constexpr Spelling<OpeningsFormat> kOpeningsFormats[] = {
    {OpeningsFormat::by_extension, ""}, {OpeningsFormat::epd, "epd"}, {OpeningsFormat::pgn, "pgn"}};

template <class E, size_t N>
const char* name_in(const Spelling<E> (&table)[N], E value) {
  for (const auto& s : table)
    if (s.value == value) return s.name;
  return "?";
}

template <class E, size_t N>
std::optional<E> value_in(const Spelling<E> (&table)[N], std::string_view name) {
  for (const auto& s : table)
    if (*s.name && name == s.name) return s.value;
  return std::nullopt;
}

// "\"round-robin\", \"gauntlet\" or \"knockout\"": what a message says may be given.
template <class E, size_t N>
std::string choices_in(const Spelling<E> (&table)[N]) {
  std::vector<const char*> names;
  for (const auto& s : table)
    if (*s.name) names.push_back(s.name);
  std::string out;
  for (size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + std::string("\"") + names[i] + "\"";
  return out;
}

inline const char* name_of(Pairing p) { return name_in(kPairings, p); }
inline const char* name_of(OpeningPolicy p) { return name_in(kOpeningPolicies, p); }
inline const char* name_of(OpeningsFormat f) { return name_in(kOpeningsFormats, f); }
inline const char* name_of(OutputFormat f) { return name_in(kConsoleFormats, f); }

}  // namespace veteran::tournament
