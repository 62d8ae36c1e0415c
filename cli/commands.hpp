// The `veteran` subcommands. Each takes its own arguments (after the
// subcommand name) and returns the process exit code.
#pragma once

#include <string>
#include <vector>

namespace veteran::cli {

using Args = std::vector<std::string>;

struct Command {
  const char* name;
  const char* usage;    // argument synopsis
  const char* summary;  // one line for `veteran --help`
  int (*run)(const Args& args);
};

const std::vector<Command>& commands();

int bench(const Args& args);
int cputest(const Args& args);
int roms(const Args& args);
int run(const Args& args);
int perft(const Args& args);
int engine(const Args& args);
int tournament(const Args& args);
int compare(const Args& args);

// Takes "--name VALUE" out of args; returns VALUE or `fallback`.
std::string take_option(Args& args, const std::string& name, const std::string& fallback = {});
// Takes a "--flag" out of args; returns whether it was there.
bool take_flag(Args& args, const std::string& name);
// Complains about anything left that looks like an option. Returns false if so.
bool no_unknown_options(const Args& args, const char* command);

}  // namespace veteran::cli
