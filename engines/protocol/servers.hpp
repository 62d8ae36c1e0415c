// veteran as an engine: the xboard (CECP version 2) and UCI protocols, spoken
// over a stream pair. The protocol is chosen by the first command ("uci" or
// "xboard"). Every move is checked with the rules library; garbled lines get
// a protocol-correct error and change nothing.
#pragma once

#include "engines/engine.hpp"

#include <istream>
#include <ostream>

namespace veteran::engines {

void serve_uci(Engine& engine, std::istream& in, std::ostream& out);
void serve_xboard(Engine& engine, std::istream& in, std::ostream& out);
// Reads the first command and hands over to the protocol it names. Returns
// false when the input names neither (or ends first).
bool serve(Engine& engine, std::istream& in, std::ostream& out);

}  // namespace veteran::engines
