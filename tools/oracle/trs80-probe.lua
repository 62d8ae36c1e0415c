-- Runs in MAME's trs80l2 with one of our ROMs (tools/oracle/trs80-probe):
-- holds the key named in PROBE_KEY from frame 60 and prints video lines 0-2
-- ($3C00-$3CBF) at frame 120. Our own script.
local key_name = os.getenv("PROBE_KEY")
local field
for _, port in pairs(manager.machine.ioport.ports) do
  for name, f in pairs(port.fields) do
    if name == key_name then field = f end
  end
end
if not field then print("LINE no key field named " .. tostring(key_name)) manager.machine:exit() end
local frames = 0
emu.register_frame_done(function()
  frames = frames + 1
  if frames == 60 then field:set_value(1) end
  if frames == 120 then
    local space = manager.machine.devices[":maincpu"].spaces["program"]
    for line = 0, 2 do
      local t = {}
      for a = 0x3C00 + line * 64, 0x3C00 + line * 64 + 63 do t[#t + 1] = string.format("%02x", space:read_u8(a)) end
      print("LINE " .. line .. " " .. table.concat(t, " "))
    end
    manager.machine:exit()
  end
end)
