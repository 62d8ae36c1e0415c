// The single-step vector driver reports malformed files by name instead of crashing.
#include "tests/cores/vector_runner.hpp"

#include <catch2/catch.hpp>

#include <fstream>

namespace {
struct CountingAdapter {
  int runs = 0;
  veteran::test::Mismatches run(const nlohmann::json& test) {
    ++runs;
    if (!test.contains("initial")) throw std::runtime_error("no initial state");
    return {};
  }
};
}  // namespace

TEST_CASE("malformed vector files are counted as errors, not crashes", "[cores][vectors]") {
  auto dir = std::filesystem::temp_directory_path() / "veteran-vector-runner-test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "00.json") << R"([{"name":"ok","initial":{}}])";
  std::ofstream(dir / "01.json") << R"([{"name":"trunc)";
  std::ofstream(dir / "02.json") << R"([{"name":"no initial"}])";
  CountingAdapter adapter;
  int rc = veteran::test::run_vector_folder(dir, adapter, {});
  CHECK(rc == 1);
  CHECK(adapter.runs == 2);
  CHECK(veteran::test::run_vector_folder(dir / "missing", adapter, {}) == 77);
  std::filesystem::remove_all(dir);
}
