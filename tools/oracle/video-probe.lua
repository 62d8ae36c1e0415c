-- Runs in MAME with one of our probe ROMs (tools/oracle/trs80-probe,
-- jupiter3-probe, altair-probe, sol20-probe, channelf-probe): at frame 30 types PROBE_TYPE on the keyboard, at frame 60
-- holds the key field named PROBE_KEY, at frame 110 (1.833 s, clear of the 40 Hz clock's ticks; PROBE_FRAME
-- if given) prints PROBE_ROWS rows
-- of 64 bytes of video memory from PROBE_VIDEO (hex) as "LINE n hex...", as
-- PROBE_CPU reads them. Our own script.
local cpu, video = os.getenv("PROBE_CPU"), tonumber(os.getenv("PROBE_VIDEO") or "0", 16)
local rows, text, key_name = tonumber(os.getenv("PROBE_ROWS")), os.getenv("PROBE_TYPE"), os.getenv("PROBE_KEY")
local last_frame = tonumber(os.getenv("PROBE_FRAME") or "") or 110
local field
if key_name and key_name ~= "" then
  for _, port in pairs(manager.machine.ioport.ports) do
    for name, f in pairs(port.fields) do
      if name == key_name then field = f end
    end
  end
  if not field then print("LINE no key field named " .. key_name) manager.machine:exit() end
end
-- PROBE_RECORD names a .wav that the first cassette (:cassette) records into
-- from the first frame, written out before the rows are printed.
local record, recording = os.getenv("PROBE_RECORD"), nil
local frames = 0
emu.register_frame_done(function()
  frames = frames + 1
  if frames == 1 and record and record ~= "" then
    recording = manager.machine.images[":cassette"]
    recording:create(record)
    manager.machine.cassettes[":cassette"]:record()
  end
  if frames == last_frame and recording then recording:unload() end
  if frames == 30 and text and text ~= "" then manager.machine.natkeyboard:post(text) end
  if frames == 60 and field then field:set_value(1) end
  if frames == last_frame and os.getenv("PROBE_DOTS") then
    -- A dot-addressed screen (the Channel F's): the memory region PROBE_DOTS,
    -- PROBE_ROWS rows of 128 dots, a hex digit (its low two bits) a dot.
    local region = manager.machine.memory.regions[os.getenv("PROBE_DOTS")]
    for row = 0, rows - 1 do
      local t = {}
      for col = 0, 127 do t[#t + 1] = string.format("%x", region:read_u8(row * 128 + col) & 3) end
      print("LINE " .. row .. " " .. table.concat(t))
    end
    io.stdout:flush()  -- MAME may crash on its way out; what was printed must be out first
    manager.machine:exit()
  elseif frames == last_frame then
    local space = manager.machine.devices[cpu].spaces["program"]
    for row = 0, rows - 1 do
      local t = {}
      for a = video + row * 64, video + row * 64 + 63 do t[#t + 1] = string.format("%02x", space:read_u8(a)) end
      print("LINE " .. row .. " " .. table.concat(t, " "))
    end
    io.stdout:flush()  -- MAME may crash on its way out; what was printed must be out first
    manager.machine:exit()
  end
end)
