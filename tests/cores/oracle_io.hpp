// Memory and I/O for replaying vectors recorded from MAME (tools/oracle):
// flat RAM, and ports that answer reads and record writes in the recorded order.
#pragma once

#include "tests/cores/vector_runner.hpp"

#include <array>
#include <string>
#include <vector>

namespace veteran::test {

struct PortAccess {
  int port, value;
  char kind;  // 'r' or 'w'
  bool operator==(const PortAccess&) const = default;
};

struct OracleBus {
  std::array<uint8_t, 65536> ram{};
  std::vector<PortAccess> expected_ports;  // from the test
  std::vector<PortAccess> seen_ports;      // what the core did
  size_t next_read = 0;

  void load(const nlohmann::json& test) {
    ram.fill(0);
    for (const auto& cell : test.at("initial").at("ram")) ram[cell.at(0).get<uint16_t>()] = cell.at(1).get<uint8_t>();
    expected_ports.clear();
    seen_ports.clear();
    next_read = 0;
    for (const auto& p : test.at("ports"))
      expected_ports.push_back({p.at(0).get<int>(), p.at(1).get<int>(), p.at(2).get<std::string>()[0]});
  }
  uint8_t read(uint16_t a) const { return ram[a]; }
  void write(uint16_t a, uint8_t v) { ram[a] = v; }
  // Reads answer the recorded values in order; a read the recording lacks answers $FF.
  uint8_t in(uint16_t port) {
    uint8_t v = 0xFF;
    for (size_t i = next_read; i < expected_ports.size(); ++i)
      if (expected_ports[i].kind == 'r') {
        v = static_cast<uint8_t>(expected_ports[i].value);
        next_read = i + 1;
        break;
      }
    seen_ports.push_back({port, v, 'r'});
    return v;
  }
  void out(uint16_t port, uint8_t v) { seen_ports.push_back({port, v, 'w'}); }

  void compare(Mismatches& m, const nlohmann::json& test) const {
    for (const auto& cell : test.at("final").at("ram")) {
      uint16_t a = cell.at(0).get<uint16_t>();
      expect_equal(m, ("ram[" + std::to_string(a) + "]").c_str(), +ram[a], cell.at(1).get<int>());
    }
    if (seen_ports != expected_ports) {
      std::string got, want;
      for (const auto& p : seen_ports) got += std::to_string(p.port) + p.kind + std::to_string(p.value) + " ";
      for (const auto& p : expected_ports) want += std::to_string(p.port) + p.kind + std::to_string(p.value) + " ";
      m.push_back("ports: got " + got + "want " + want);
    }
  }
};

}  // namespace veteran::test
