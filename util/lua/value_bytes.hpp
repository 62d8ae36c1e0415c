// A Lua value of plain data (strings, numbers, booleans, nested tables) as
// bytes and back: how a config run in a child process (time_box.hpp) hands
// what it built to its parent, which then never runs the script itself.
// Read raw (no metamethod runs); a value of another kind (a function, a
// userdata) is kept as a mark that comes back as a light userdata, so code
// reading the value refuses it as it would have refused the original.
#pragma once

#include <lua.hpp>

#include <string>
#include <string_view>

namespace veteran::lua {

// Appends the value at `index` to `out`. Throws std::runtime_error for a
// table nested deeper than 32 or holding itself.
void append_value(lua_State* L, int index, std::string& out);

// Pushes the value at `bytes[at]` and moves `at` past it. Throws
// std::runtime_error for bytes append_value did not write.
void push_value(lua_State* L, std::string_view bytes, size_t& at);

}  // namespace veteran::lua
