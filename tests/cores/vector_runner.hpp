// Shared driver for single-step CPU test vectors (the SingleStepTests JSON shape):
// walks a folder of per-opcode files, runs every test through a CPU adapter,
// prints the mismatches and a closing "N passed, N failed, N skipped" line.
#pragma once

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace veteran::test {

// One bus cycle as the vectors describe it: address, data, kind ("read",
// "write" for the 6502; the pin string such as "r-m-" for the Z80).
struct BusCycle {
  long index;  // cycle (T-state) number within the instruction
  unsigned address;
  int data;
  std::string kind;
  bool operator==(const BusCycle&) const = default;
};

inline std::string describe(const BusCycle& c) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "#%ld %04X %02X %s", c.index, c.address, c.data & 0xFF, c.kind.c_str());
  return buf;
}

// The outcome of one test: empty when it passed, else the first differences.
using Mismatches = std::vector<std::string>;

// A file skipped on purpose, with the reason printed in the test output.
struct SkipRule {
  std::string file;
  std::string reason;
};

template <class Adapter>
int run_vector_folder(const std::filesystem::path& dir, Adapter& adapter, const std::vector<SkipRule>& skips,
                      size_t max_reported = 20) {
  if (!std::filesystem::is_directory(dir)) {
    std::printf("SKIPPED: vector folder %s not found\n", dir.string().c_str());
    return 77;  // CTest's skip code, see SKIP_RETURN_CODE
  }
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());

  size_t passed = 0, failed = 0, skipped = 0, reported = 0, malformed = 0;
  for (const auto& file : files) {
    std::string name = file.filename().string();
    auto rule = std::find_if(skips.begin(), skips.end(), [&](const SkipRule& s) { return s.file == name; });
    nlohmann::json tests;
    try {
      std::ifstream in(file);
      tests = nlohmann::json::parse(in);
      if (!tests.is_array()) throw std::runtime_error("top level is not an array");
    } catch (const std::exception& e) {
      std::printf("ERROR: %s: malformed vector file: %s\n", file.string().c_str(), e.what());
      ++malformed;
      continue;
    }
    if (rule != skips.end()) {
      std::printf("skipped %s (%zu tests): %s\n", name.c_str(), tests.size(), rule->reason.c_str());
      skipped += tests.size();
      continue;
    }
    size_t file_failed = 0;
    for (const auto& test : tests) {
      Mismatches m;
      try {
        m = adapter.run(test);
      } catch (const std::exception& e) { m.push_back(std::string("malformed test: ") + e.what()); }
      if (m.empty()) {
        ++passed;
        continue;
      }
      ++failed;
      ++file_failed;
      if (reported++ < max_reported) {
        std::printf("FAIL %s test \"%s\":\n", name.c_str(), test.value("name", "?").c_str());
        for (const auto& line : m) std::printf("    %s\n", line.c_str());
      }
    }
    if (file_failed) std::printf("%s: %zu of %zu failed\n", name.c_str(), file_failed, tests.size());
  }
  if (reported > max_reported) std::printf("(%zu more failures not shown)\n", reported - max_reported);
  std::printf("%zu files, %zu malformed\n", files.size(), malformed);
  std::printf("%zu passed, %zu failed, %zu skipped\n", passed, failed, skipped);
  return (failed || malformed || files.empty()) ? 1 : 0;
}

// The whole main() of a vector runner: VECTOR_FOLDER from the command line.
template <class Adapter>
int vector_main(int argc, char** argv, const std::vector<SkipRule>& skips = {}) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s VECTOR_FOLDER\n", argv[0]);
    return 2;
  }
  auto adapter = std::make_unique<Adapter>();  // large: keep it off the stack
  return run_vector_folder(argv[1], *adapter, skips);
}

// Helpers for comparing named fields.
template <class T>
void expect_equal(Mismatches& m, const char* what, T got, T want) {
  if (got != want) m.push_back(std::string(what) + ": got " + std::to_string(got) + ", want " + std::to_string(want));
}

inline void compare_cycles(Mismatches& m, const std::vector<BusCycle>& got, const std::vector<BusCycle>& want,
                           long total_got, long total_want) {
  expect_equal(m, "cycle count", total_got, total_want);
  size_t n = std::max(got.size(), want.size());
  for (size_t i = 0; i < n; ++i) {
    if (i < got.size() && i < want.size() && got[i] == want[i]) continue;
    std::string g = i < got.size() ? describe(got[i]) : "(none)";
    std::string w = i < want.size() ? describe(want[i]) : "(none)";
    m.push_back("bus access " + std::to_string(i) + ": got " + g + ", want " + w);
    break;
  }
}

}  // namespace veteran::test
