-- Runs in MAME's kim1 with one of our probe ROMs (tests/machines/kim1/*.s) in
-- U2's socket, and prints the RAM the probe filled ($0200-$0247). Our own
-- script; run by tools/oracle/kim1-probe.
local frames = 0
emu.register_frame_done(function()
  frames = frames + 1
  if frames == 30 then
    local space = manager.machine.devices[":maincpu"].spaces["program"]
    local t = {}
    for a = 0x0200, 0x0247 do t[#t + 1] = string.format("%02x", space:read_u8(a)) end
    print("RAM " .. table.concat(t, " "))
    print(string.format("DONE %02x", space:read_u8(0x02FF)))
    manager.machine:exit()
  end
end)
