// veteran cputest FILE: recognise a CPU test program by its SHA-1 and run it.
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "emu/testrig/cpu_suites.hpp"
#include "util/hash/digest.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <stdexcept>

namespace veteran::cli {

namespace {

// Runs one file that is known to be `suite`; prints the program's output and
// the closing PASS/FAIL line. Returns true when it passed.
bool run_one(const std::string& file, const testrig::Suite& suite, const std::vector<uint8_t>& image,
             uint64_t max_cycles) {
  std::printf("%s: %s on the %s core\n", file.c_str(), suite.description.c_str(), testrig::cpu_name(suite.cpu));
  std::fflush(stdout);
  auto t0 = std::chrono::steady_clock::now();
  auto res = testrig::run_suite(
      suite, image,
      [](char c) {
        if (testrig::shown_on_console(c)) std::putchar(c);
        if (c == '\n') std::fflush(stdout);
      },
      max_cycles);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (suite.cpu == testrig::Cpu::mos6502) std::printf("%s\n", res.output.c_str());
  double mhz = seconds > 0 ? static_cast<double>(res.cycles) / seconds / 1e6 : 0;
  std::printf("\n%s %s %llu %.1f%s%s\n", res.passed ? "PASS" : "FAIL", suite.name.c_str(),
              static_cast<unsigned long long>(res.cycles), mhz, res.passed ? "" : " ", res.reason.c_str());
  std::fflush(stdout);
  return res.passed;
}

// --all: every known suite found in the rompath; the missing ones are named.
int run_all(const std::vector<std::filesystem::path>& rompath, uint64_t max_cycles) {
  auto found = testrig::find_suites(files::file_names_in(rompath));
  size_t passed = 0, failed = 0, skipped = 0;
  for (const auto& suite : testrig::known_suites()) {
    auto it = std::find_if(found.begin(), found.end(), [&](const auto& f) { return f.suite.name == suite.name; });
    if (it == found.end()) {
      std::printf("SKIPPED %s: not found in the rompath (%s)\n", suite.name.c_str(), suite.description.c_str());
      ++skipped;
      continue;
    }
    (run_one(it->path, suite, it->image, max_cycles) ? passed : failed)++;
  }
  std::printf("%zu passed, %zu failed, %zu skipped\n", passed, failed, skipped);
  if (failed) return 1;
  return passed ? 0 : 77;  // 77: nothing to run, which CTest reports as skipped
}

}  // namespace

const std::vector<Option>& cputest_options() {
  static const std::vector<Option> table = {
      {"--all", Option::flag, "", "every known test program found in the rompath", ""},
      {"--max-cycles", Option::whole, "N", "give up after N emulated cycles", "200000000000", 1, 1e15},
      rompath_option(),
  };
  return table;
}

int cputest(const Args& arguments) {
  Options o("cputest", cputest_options(), arguments);
  const Args& args = o.positional();
  const bool all = o.flag("--all");
  const auto max_cycles = static_cast<uint64_t>(o.whole("--max-cycles"));
  if (all && args.empty()) return run_all(rompath_of(o), max_cycles);
  if (args.size() != 1 || all) {
    std::fprintf(stderr,
                 "usage: veteran cputest FILE [--max-cycles N]\n       veteran cputest --all [--rompath DIRS]\n");
    return 2;
  }
  std::vector<uint8_t> image;
  try {
    image = files::read_file(args[0]);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran cputest: %s\n", e.what());
    return 2;
  }
  auto suite = testrig::identify(image);
  if (!suite) {
    std::fprintf(stderr,
                 "veteran cputest: %s is not a known CPU test program (%zu bytes, SHA-1 %s).\n"
                 "Known programs:\n",
                 args[0].c_str(), image.size(), hash::sha1_hex(image).c_str());
    for (const auto& s : testrig::known_suites())
      std::fprintf(stderr, "  %-22s %s\n", s.name.c_str(), s.description.c_str());
    return 2;
  }
  return run_one(args[0], *suite, image, max_cycles) ? 0 : 1;
}

}  // namespace veteran::cli
