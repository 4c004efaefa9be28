-- Workload for the soundness test of lua5.4 under cormi-instrument-pts: exercises the
-- interpreter's tables, strings, closures, metatables, coroutines, error handling,
-- sorting with a Lua comparator (qsort-like callbacks) and the garbage collector.
-- Prints one checksum line; run.sh compares it with the uninstrumented build's.
local acc = 0
local function mix(x) acc = (acc * 31 + x) % 1000000007 end

-- tables and closures
local counters = {}
for i = 1, 2000 do
  local n = i
  counters[i] = function(d) n = n + d; return n end
end
for i = 1, #counters, 7 do mix(counters[i](i)) end

-- strings
local words = {}
for w in ("the quick brown fox jumps over the lazy dog again and again"):gmatch("%a+") do
  words[#words + 1] = w:upper():rep(2)
end
local text = table.concat(words, ",")
mix(#text)
text = text:gsub("(%u+)", function(s) return s:lower():sub(1, 3) end)
mix(#text)
mix(#string.format("%5.2f|%d|%s|%q", 3.14159, 42, "x", "a\nb"))

-- sorting with a comparator
local arr = {}
for i = 1, 3000 do arr[i] = (i * 7919) % 3001 end
table.sort(arr, function(a, b) return a > b end)
mix(arr[1]); mix(arr[#arr])

-- metatables
local Vec = {}
Vec.__index = Vec
Vec.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, Vec) end
function Vec.new(x, y) return setmetatable({x = x, y = y}, Vec) end
function Vec:len2() return self.x * self.x + self.y * self.y end
local v = Vec.new(0, 0)
for i = 1, 500 do v = v + Vec.new(i, -i) end
mix(v:len2() % 1000003)

-- coroutines
local gen = coroutine.wrap(function()
  for i = 1, 300 do coroutine.yield(i * i) end
end)
for _ = 1, 300 do mix(gen()) end

-- errors
for i = 1, 100 do
  local ok, err = pcall(function() if i % 3 == 0 then error("bad " .. i) end return i end)
  mix(ok and err or #err)
end

-- garbage
for round = 1, 20 do
  local t = {}
  for i = 1, 500 do t[i] = {round, i, tostring(i)} end
  collectgarbage("step")
  mix(#t[round][3])
end
collectgarbage()
mix(utf8.len("héllo wörld"))
print("checksum", acc)
