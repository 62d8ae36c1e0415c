// Runs the F8 vectors recorded from MAME's core (tests/cores/oracle/f8):
// registers, the whole scratchpad, memory, ports and clock cycles.
#include "cores/f8/f8.hpp"
#include "tests/cores/oracle_io.hpp"

namespace {

using veteran::test::Mismatches;

struct AdapterF8 {
  veteran::test::OracleBus bus;
  veteran::f8::Cpu<veteran::test::OracleBus> cpu{bus};

  static veteran::f8::State state_of(const nlohmann::json& j) {
    veteran::f8::State s;
    s.pc0 = j.at("pc0").get<uint16_t>();
    s.pc1 = j.at("pc1").get<uint16_t>();
    s.dc0 = j.at("dc0").get<uint16_t>();
    s.dc1 = j.at("dc1").get<uint16_t>();
    s.a = j.at("a").get<uint8_t>();
    s.w = j.at("w").get<uint8_t>();
    s.is = j.at("is").get<uint8_t>();
    std::string hex = j.at("r").get<std::string>();
    if (hex.size() != 128) throw std::runtime_error("scratchpad \"r\" must be 128 hex digits");
    for (size_t i = 0; i < 64; ++i) s.r[i] = static_cast<uint8_t>(std::stoi(hex.substr(2 * i, 2), nullptr, 16));
    return s;
  }

  Mismatches run(const nlohmann::json& test) {
    bus.load(test);
    cpu.r = state_of(test.at("initial"));
    cpu.cycles = 0;
    cpu.step();
    Mismatches m;
    auto want = state_of(test.at("final"));
    using veteran::test::expect_equal;
#define VETERAN_CHECK(field) expect_equal(m, #field, +cpu.r.field, +want.field)
    VETERAN_CHECK(pc0);
    VETERAN_CHECK(pc1);
    VETERAN_CHECK(dc0);
    VETERAN_CHECK(dc1);
    VETERAN_CHECK(a);
    VETERAN_CHECK(w);
    VETERAN_CHECK(is);
#undef VETERAN_CHECK
    for (size_t i = 0; i < 64; ++i) expect_equal(m, ("r" + std::to_string(i)).c_str(), +cpu.r.r[i], +want.r[i]);
    bus.compare(m, test);
    expect_equal(m, "cycles", cpu.cycles, test.at("cycles").get<uint64_t>());
    return m;
  }
};

}  // namespace

int main(int argc, char** argv) { return veteran::test::vector_main<AdapterF8>(argc, argv); }
