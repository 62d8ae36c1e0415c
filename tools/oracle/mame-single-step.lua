-- Records single-instruction test vectors from MAME's own CPU cores, for the
-- CPUs that have no public vectors (Intel 8080, Fairchild F8). Written for
-- veteran; run by tools/oracle/record (see its header), never by hand.
--
-- Each test: random registers, a random opcode with random operands at a random
-- address, memory that answers every read with a random byte (remembered, so
-- the test lists exactly what was read), I/O the same way. One debugger step
-- runs the instruction; the script records the registers, memory and ports
-- after it, and the cycles it took (`totalcycles`).
--
-- Environment: VETERAN_ORACLE_CPU (i8080 | f8), VETERAN_ORACLE_OUT (folder),
-- VETERAN_ORACLE_PER_OPCODE (tests per opcode), VETERAN_ORACLE_SEED,
-- VETERAN_ORACLE_OPCODES (optional, e.g. "00-ff" or "3e,c3").

local cpu_kind = os.getenv("VETERAN_ORACLE_CPU") or "i8080"
local out_dir = os.getenv("VETERAN_ORACLE_OUT") or "."
local per_opcode = tonumber(os.getenv("VETERAN_ORACLE_PER_OPCODE") or "200")
local seed = tonumber(os.getenv("VETERAN_ORACLE_SEED") or "1")

local cpu = manager.machine.devices[":maincpu"]
local dbg = manager.machine.debugger
local program = cpu.spaces["program"]
local io_space = cpu.spaces["io"]

-- xorshift32: the same seed gives the same vectors on every machine.
local rng = (seed * 2654435761) % 4294967296
if rng == 0 then rng = 1 end
local function rand32()
  rng = rng ~ ((rng << 13) & 0xFFFFFFFF)
  rng = rng ~ (rng >> 17)
  rng = rng ~ ((rng << 5) & 0xFFFFFFFF)
  return rng
end
local function rand8() return rand32() & 0xFF end
local function rand16() return rand32() & 0xFFFF end

-- Which opcodes to record.
local opcodes = {}
do
  local spec = os.getenv("VETERAN_ORACLE_OPCODES") or "00-ff"
  for part in spec:gmatch("[^,]+") do
    local a, b = part:match("^(%x+)-(%x+)$")
    if a then
      for op = tonumber(a, 16), tonumber(b, 16) do opcodes[#opcodes + 1] = op end
    else
      opcodes[#opcodes + 1] = tonumber(part, 16)
    end
  end
end

-- Memory and I/O as seen by the CPU during a test.
local mem, initial, mem_read_order = {}, {}, {}
local ports = {}
local priming = nil  -- while set, every memory read answers this byte

local function mem_value(addr)
  local v = mem[addr]
  if v == nil then
    v = rand8()
    mem[addr] = v
    initial[addr] = v
    mem_read_order[#mem_read_order + 1] = addr
  end
  return v
end

-- The Sol-20 maps its ROM over $0000-$07FF until the first read of $C000, then
-- installs RAM there, which would replace our taps in that range: do it now.
if cpu_kind == "i8080" then program:read_u8(0xC000) end

-- Held in a global: a tap that Lua garbage-collects is silently removed from the bus.
veteran_oracle_taps = {
  program:install_read_tap(0, 0xFFFF, "veteran_oracle_r", function(offset, data, mask)
    if priming then return priming end
    return mem_value(offset)
  end),
  program:install_write_tap(0, 0xFFFF, "veteran_oracle_w", function(offset, data, mask)
    if priming then return end
    if mem[offset] == nil then
      initial[offset] = 0  -- written before ever read: its initial value is irrelevant
      mem_read_order[#mem_read_order + 1] = offset
    end
    mem[offset] = data & 0xFF
  end),
  io_space:install_read_tap(0, io_space.address_mask, "veteran_oracle_in", function(offset, data, mask)
    if priming then return 0xFF end
    local v = rand8()
    ports[#ports + 1] = string.format('[%d,%d,"r"]', offset, v)
    return v
  end),
  io_space:install_write_tap(0, io_space.address_mask, "veteran_oracle_out", function(offset, data, mask)
    if priming then return end
    ports[#ports + 1] = string.format('[%d,%d,"w"]', offset, data & 0xFF)
  end),
}

local function total_cycles()
  dbg:command("print totalcycles")
  local log = dbg.consolelog
  return tonumber(log[#log], 16)
end

-- ---------------------------------------------------------------- CPU profiles
local profiles = {}

profiles.i8080 = {
  -- 76 (HLT) halts MAME's core for good; the unit tests cover it instead.
  skip = {[0x76] = "HLT stops the CPU; checked by unit tests"},
  prefetch = false,
  randomize = function(pc)
    return {pc = pc, sp = rand16(), a = rand8(), f = (rand8() & 0xD7) | 0x02, b = rand8(), c = rand8(),
            d = rand8(), e = rand8(), h = rand8(), l = rand8(), inte = rand8() & 1}
  end,
  apply = function(s)
    cpu.state["PC"].value = s.pc
    cpu.state["SP"].value = s.sp
    for _, r in ipairs({"A", "F", "B", "C", "D", "E", "H", "L"}) do cpu.state[r].value = s[r:lower()] end
    cpu.state["INTE"].value = s.inte
  end,
  read = function()
    local s = {pc = cpu.state["PC"].value, sp = cpu.state["SP"].value, inte = cpu.state["INTE"].value}
    for _, r in ipairs({"A", "F", "B", "C", "D", "E", "H", "L"}) do s[r:lower()] = cpu.state[r].value end
    return s
  end,
  encode = function(s)
    return string.format('"pc":%d,"sp":%d,"a":%d,"f":%d,"b":%d,"c":%d,"d":%d,"e":%d,"h":%d,"l":%d,"inte":%d',
                         s.pc, s.sp, s.a, s.f, s.b, s.c, s.d, s.e, s.h, s.l, s.inte)
  end,
}

local scratch = cpu.spaces["register"]
profiles.f8 = {
  skip = {},
  -- MAME's F8 fetches the next opcode at the end of each instruction; PC0 then
  -- points past it. The vectors give PC0 as the address of the opcode.
  prefetch = true,
  randomize = function(pc)
    local r = {}
    for i = 0, 63 do r[i] = rand8() end
    return {pc0 = pc, pc1 = rand16(), dc0 = rand16(), dc1 = rand16(), a = rand8(), w = rand8() & 0x1F,
            is = rand8() & 0x3F, r = r}
  end,
  apply = function(s)
    cpu.state["PC0"].value = (s.pc0 + 1) & 0xFFFF
    cpu.state["PC1"].value = s.pc1
    cpu.state["DC0"].value = s.dc0
    cpu.state["DC1"].value = s.dc1
    cpu.state["A"].value = s.a
    cpu.state["W"].value = s.w
    cpu.state["IS"].value = s.is
    for i = 0, 63 do scratch:write_u8(i, s.r[i]) end
  end,
  read = function()
    local r = {}
    for i = 0, 63 do r[i] = scratch:read_u8(i) end
    return {pc0 = (cpu.state["PC0"].value - 1) & 0xFFFF, pc1 = cpu.state["PC1"].value, dc0 = cpu.state["DC0"].value,
            dc1 = cpu.state["DC1"].value, a = cpu.state["A"].value, w = cpu.state["W"].value,
            is = cpu.state["IS"].value, r = r}
  end,
  encode = function(s)
    local hex = {}
    for i = 0, 63 do hex[#hex + 1] = string.format("%02x", s.r[i]) end
    return string.format('"pc0":%d,"pc1":%d,"dc0":%d,"dc1":%d,"a":%d,"w":%d,"is":%d,"r":"%s"',
                         s.pc0, s.pc1, s.dc0, s.dc1, s.a, s.w, s.is, table.concat(hex))
  end,
}

local profile = profiles[cpu_kind]
if not profile then
  print("veteran oracle: unknown VETERAN_ORACLE_CPU " .. cpu_kind)
  manager.machine:exit()
  return
end

-- ---------------------------------------------------------------- the test loop
local op_index, test_index = 1, 0
local out_file, tests_written
local current, before_cycles, phase

local function ram_json(values)
  local cells = {}
  for _, addr in ipairs(mem_read_order) do cells[#cells + 1] = string.format("[%d,%d]", addr, values[addr]) end
  return "[" .. table.concat(cells, ",") .. "]"
end

local function open_opcode_file(op)
  local path = string.format("%s/%02x.json", out_dir, op)
  out_file = io.open(path, "w")
  if not out_file then
    print("veteran oracle: error: cannot write " .. path)
    manager.machine:exit()
    return
  end
  out_file:write("[\n")
  tests_written = 0
end

local function close_opcode_file()
  if out_file then
    out_file:write("\n]\n")
    out_file:close()
    out_file = nil
  end
end

-- Chooses the next test and, for a prefetching CPU, primes the opcode latch.
local function next_test()
  while true do
    if op_index > #opcodes then
      close_opcode_file()
      print("veteran oracle: done")
      manager.machine:exit()
      return false
    end
    local op = opcodes[op_index]
    if profile.skip[op] then
      print(string.format("veteran oracle: skipped %02x: %s", op, profile.skip[op]))
      op_index = op_index + 1
    elseif test_index >= per_opcode then
      close_opcode_file()
      op_index, test_index = op_index + 1, 0
    else
      if test_index == 0 then open_opcode_file(op) end
      test_index = test_index + 1
      break
    end
  end
  local op = opcodes[op_index]
  local pc = rand16()
  mem, initial, mem_read_order, ports = {}, {}, {}, {}
  mem[pc], initial[pc] = op, op
  mem_read_order[1] = pc
  for k = 1, 2 do mem_value((pc + k) & 0xFFFF) end  -- operand bytes, random
  current = {op = op, state = profile.randomize(pc)}
  if profile.prefetch then
    priming = op
    phase = "prime"
  else
    profile.apply(current.state)
    phase = "run"
  end
  before_cycles = total_cycles()
  cpu.debug:step(1)
  return true
end

local function record()
  local final_state = profile.read()
  local cycles = total_cycles() - before_cycles
  if tests_written > 0 then out_file:write(",\n") end
  tests_written = tests_written + 1
  out_file:write(string.format('{"name":"%02x %d","initial":{%s,"ram":%s},"final":{%s,"ram":%s},"cycles":%d,"ports":[%s]}',
                               current.op, test_index, profile.encode(current.state), ram_json(initial),
                               profile.encode(final_state), ram_json(mem), cycles, table.concat(ports, ",")))
end

local warm = nil
emu.register_periodic(function()
  if dbg.execution_state ~= "stop" then
    dbg.execution_state = "stop"
    return
  end
  local now = total_cycles()
  if warm == nil then  -- one step first, so that the machine is past its start
    warm = now
    cpu.debug:step(1)
    return
  end
  if phase == nil then
    if now == warm then cpu.debug:step(1) return end
    next_test()
    return
  end
  if now == before_cycles then return end  -- the step has not run yet
  if phase == "prime" then
    priming = nil
    profile.apply(current.state)
    phase = "run"
    before_cycles = total_cycles()
    cpu.debug:step(1)
    return
  end
  record()
  next_test()
end)
