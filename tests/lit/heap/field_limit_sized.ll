; An object of known size keeps its fields apart beyond 256 of them (a global
; table of 300 pointer slots indexed by constants): before, more than 256 fields
; collapsed it and every slot read the union of all stores.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@slots = global [300 x ptr] zeroinitializer
@a = global i32 0
@b = global i32 0

define ptr @main() {
  %s0 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 0
  store ptr @a, ptr %s0
  %s1 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 1
  store ptr @a, ptr %s1
  %s2 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 2
  store ptr @a, ptr %s2
  %s3 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 3
  store ptr @a, ptr %s3
  %s4 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 4
  store ptr @a, ptr %s4
  %s5 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 5
  store ptr @a, ptr %s5
  %s6 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 6
  store ptr @a, ptr %s6
  %s7 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 7
  store ptr @a, ptr %s7
  %s8 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 8
  store ptr @a, ptr %s8
  %s9 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 9
  store ptr @a, ptr %s9
  %s10 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 10
  store ptr @a, ptr %s10
  %s11 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 11
  store ptr @a, ptr %s11
  %s12 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 12
  store ptr @a, ptr %s12
  %s13 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 13
  store ptr @a, ptr %s13
  %s14 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 14
  store ptr @a, ptr %s14
  %s15 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 15
  store ptr @a, ptr %s15
  %s16 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 16
  store ptr @a, ptr %s16
  %s17 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 17
  store ptr @a, ptr %s17
  %s18 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 18
  store ptr @a, ptr %s18
  %s19 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 19
  store ptr @a, ptr %s19
  %s20 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 20
  store ptr @a, ptr %s20
  %s21 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 21
  store ptr @a, ptr %s21
  %s22 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 22
  store ptr @a, ptr %s22
  %s23 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 23
  store ptr @a, ptr %s23
  %s24 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 24
  store ptr @a, ptr %s24
  %s25 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 25
  store ptr @a, ptr %s25
  %s26 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 26
  store ptr @a, ptr %s26
  %s27 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 27
  store ptr @a, ptr %s27
  %s28 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 28
  store ptr @a, ptr %s28
  %s29 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 29
  store ptr @a, ptr %s29
  %s30 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 30
  store ptr @a, ptr %s30
  %s31 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 31
  store ptr @a, ptr %s31
  %s32 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 32
  store ptr @a, ptr %s32
  %s33 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 33
  store ptr @a, ptr %s33
  %s34 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 34
  store ptr @a, ptr %s34
  %s35 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 35
  store ptr @a, ptr %s35
  %s36 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 36
  store ptr @a, ptr %s36
  %s37 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 37
  store ptr @a, ptr %s37
  %s38 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 38
  store ptr @a, ptr %s38
  %s39 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 39
  store ptr @a, ptr %s39
  %s40 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 40
  store ptr @a, ptr %s40
  %s41 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 41
  store ptr @a, ptr %s41
  %s42 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 42
  store ptr @a, ptr %s42
  %s43 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 43
  store ptr @a, ptr %s43
  %s44 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 44
  store ptr @a, ptr %s44
  %s45 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 45
  store ptr @a, ptr %s45
  %s46 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 46
  store ptr @a, ptr %s46
  %s47 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 47
  store ptr @a, ptr %s47
  %s48 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 48
  store ptr @a, ptr %s48
  %s49 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 49
  store ptr @a, ptr %s49
  %s50 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 50
  store ptr @a, ptr %s50
  %s51 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 51
  store ptr @a, ptr %s51
  %s52 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 52
  store ptr @a, ptr %s52
  %s53 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 53
  store ptr @a, ptr %s53
  %s54 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 54
  store ptr @a, ptr %s54
  %s55 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 55
  store ptr @a, ptr %s55
  %s56 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 56
  store ptr @a, ptr %s56
  %s57 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 57
  store ptr @a, ptr %s57
  %s58 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 58
  store ptr @a, ptr %s58
  %s59 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 59
  store ptr @a, ptr %s59
  %s60 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 60
  store ptr @a, ptr %s60
  %s61 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 61
  store ptr @a, ptr %s61
  %s62 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 62
  store ptr @a, ptr %s62
  %s63 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 63
  store ptr @a, ptr %s63
  %s64 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 64
  store ptr @a, ptr %s64
  %s65 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 65
  store ptr @a, ptr %s65
  %s66 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 66
  store ptr @a, ptr %s66
  %s67 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 67
  store ptr @a, ptr %s67
  %s68 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 68
  store ptr @a, ptr %s68
  %s69 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 69
  store ptr @a, ptr %s69
  %s70 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 70
  store ptr @a, ptr %s70
  %s71 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 71
  store ptr @a, ptr %s71
  %s72 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 72
  store ptr @a, ptr %s72
  %s73 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 73
  store ptr @a, ptr %s73
  %s74 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 74
  store ptr @a, ptr %s74
  %s75 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 75
  store ptr @a, ptr %s75
  %s76 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 76
  store ptr @a, ptr %s76
  %s77 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 77
  store ptr @a, ptr %s77
  %s78 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 78
  store ptr @a, ptr %s78
  %s79 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 79
  store ptr @a, ptr %s79
  %s80 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 80
  store ptr @a, ptr %s80
  %s81 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 81
  store ptr @a, ptr %s81
  %s82 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 82
  store ptr @a, ptr %s82
  %s83 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 83
  store ptr @a, ptr %s83
  %s84 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 84
  store ptr @a, ptr %s84
  %s85 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 85
  store ptr @a, ptr %s85
  %s86 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 86
  store ptr @a, ptr %s86
  %s87 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 87
  store ptr @a, ptr %s87
  %s88 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 88
  store ptr @a, ptr %s88
  %s89 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 89
  store ptr @a, ptr %s89
  %s90 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 90
  store ptr @a, ptr %s90
  %s91 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 91
  store ptr @a, ptr %s91
  %s92 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 92
  store ptr @a, ptr %s92
  %s93 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 93
  store ptr @a, ptr %s93
  %s94 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 94
  store ptr @a, ptr %s94
  %s95 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 95
  store ptr @a, ptr %s95
  %s96 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 96
  store ptr @a, ptr %s96
  %s97 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 97
  store ptr @a, ptr %s97
  %s98 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 98
  store ptr @a, ptr %s98
  %s99 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 99
  store ptr @a, ptr %s99
  %s100 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 100
  store ptr @a, ptr %s100
  %s101 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 101
  store ptr @a, ptr %s101
  %s102 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 102
  store ptr @a, ptr %s102
  %s103 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 103
  store ptr @a, ptr %s103
  %s104 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 104
  store ptr @a, ptr %s104
  %s105 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 105
  store ptr @a, ptr %s105
  %s106 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 106
  store ptr @a, ptr %s106
  %s107 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 107
  store ptr @a, ptr %s107
  %s108 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 108
  store ptr @a, ptr %s108
  %s109 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 109
  store ptr @a, ptr %s109
  %s110 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 110
  store ptr @a, ptr %s110
  %s111 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 111
  store ptr @a, ptr %s111
  %s112 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 112
  store ptr @a, ptr %s112
  %s113 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 113
  store ptr @a, ptr %s113
  %s114 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 114
  store ptr @a, ptr %s114
  %s115 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 115
  store ptr @a, ptr %s115
  %s116 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 116
  store ptr @a, ptr %s116
  %s117 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 117
  store ptr @a, ptr %s117
  %s118 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 118
  store ptr @a, ptr %s118
  %s119 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 119
  store ptr @a, ptr %s119
  %s120 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 120
  store ptr @a, ptr %s120
  %s121 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 121
  store ptr @a, ptr %s121
  %s122 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 122
  store ptr @a, ptr %s122
  %s123 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 123
  store ptr @a, ptr %s123
  %s124 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 124
  store ptr @a, ptr %s124
  %s125 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 125
  store ptr @a, ptr %s125
  %s126 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 126
  store ptr @a, ptr %s126
  %s127 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 127
  store ptr @a, ptr %s127
  %s128 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 128
  store ptr @a, ptr %s128
  %s129 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 129
  store ptr @a, ptr %s129
  %s130 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 130
  store ptr @a, ptr %s130
  %s131 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 131
  store ptr @a, ptr %s131
  %s132 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 132
  store ptr @a, ptr %s132
  %s133 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 133
  store ptr @a, ptr %s133
  %s134 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 134
  store ptr @a, ptr %s134
  %s135 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 135
  store ptr @a, ptr %s135
  %s136 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 136
  store ptr @a, ptr %s136
  %s137 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 137
  store ptr @a, ptr %s137
  %s138 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 138
  store ptr @a, ptr %s138
  %s139 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 139
  store ptr @a, ptr %s139
  %s140 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 140
  store ptr @a, ptr %s140
  %s141 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 141
  store ptr @a, ptr %s141
  %s142 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 142
  store ptr @a, ptr %s142
  %s143 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 143
  store ptr @a, ptr %s143
  %s144 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 144
  store ptr @a, ptr %s144
  %s145 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 145
  store ptr @a, ptr %s145
  %s146 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 146
  store ptr @a, ptr %s146
  %s147 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 147
  store ptr @a, ptr %s147
  %s148 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 148
  store ptr @a, ptr %s148
  %s149 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 149
  store ptr @a, ptr %s149
  %s150 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 150
  store ptr @a, ptr %s150
  %s151 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 151
  store ptr @a, ptr %s151
  %s152 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 152
  store ptr @a, ptr %s152
  %s153 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 153
  store ptr @a, ptr %s153
  %s154 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 154
  store ptr @a, ptr %s154
  %s155 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 155
  store ptr @a, ptr %s155
  %s156 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 156
  store ptr @a, ptr %s156
  %s157 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 157
  store ptr @a, ptr %s157
  %s158 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 158
  store ptr @a, ptr %s158
  %s159 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 159
  store ptr @a, ptr %s159
  %s160 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 160
  store ptr @a, ptr %s160
  %s161 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 161
  store ptr @a, ptr %s161
  %s162 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 162
  store ptr @a, ptr %s162
  %s163 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 163
  store ptr @a, ptr %s163
  %s164 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 164
  store ptr @a, ptr %s164
  %s165 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 165
  store ptr @a, ptr %s165
  %s166 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 166
  store ptr @a, ptr %s166
  %s167 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 167
  store ptr @a, ptr %s167
  %s168 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 168
  store ptr @a, ptr %s168
  %s169 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 169
  store ptr @a, ptr %s169
  %s170 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 170
  store ptr @a, ptr %s170
  %s171 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 171
  store ptr @a, ptr %s171
  %s172 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 172
  store ptr @a, ptr %s172
  %s173 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 173
  store ptr @a, ptr %s173
  %s174 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 174
  store ptr @a, ptr %s174
  %s175 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 175
  store ptr @a, ptr %s175
  %s176 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 176
  store ptr @a, ptr %s176
  %s177 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 177
  store ptr @a, ptr %s177
  %s178 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 178
  store ptr @a, ptr %s178
  %s179 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 179
  store ptr @a, ptr %s179
  %s180 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 180
  store ptr @a, ptr %s180
  %s181 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 181
  store ptr @a, ptr %s181
  %s182 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 182
  store ptr @a, ptr %s182
  %s183 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 183
  store ptr @a, ptr %s183
  %s184 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 184
  store ptr @a, ptr %s184
  %s185 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 185
  store ptr @a, ptr %s185
  %s186 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 186
  store ptr @a, ptr %s186
  %s187 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 187
  store ptr @a, ptr %s187
  %s188 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 188
  store ptr @a, ptr %s188
  %s189 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 189
  store ptr @a, ptr %s189
  %s190 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 190
  store ptr @a, ptr %s190
  %s191 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 191
  store ptr @a, ptr %s191
  %s192 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 192
  store ptr @a, ptr %s192
  %s193 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 193
  store ptr @a, ptr %s193
  %s194 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 194
  store ptr @a, ptr %s194
  %s195 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 195
  store ptr @a, ptr %s195
  %s196 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 196
  store ptr @a, ptr %s196
  %s197 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 197
  store ptr @a, ptr %s197
  %s198 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 198
  store ptr @a, ptr %s198
  %s199 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 199
  store ptr @a, ptr %s199
  %s200 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 200
  store ptr @a, ptr %s200
  %s201 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 201
  store ptr @a, ptr %s201
  %s202 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 202
  store ptr @a, ptr %s202
  %s203 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 203
  store ptr @a, ptr %s203
  %s204 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 204
  store ptr @a, ptr %s204
  %s205 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 205
  store ptr @a, ptr %s205
  %s206 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 206
  store ptr @a, ptr %s206
  %s207 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 207
  store ptr @a, ptr %s207
  %s208 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 208
  store ptr @a, ptr %s208
  %s209 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 209
  store ptr @a, ptr %s209
  %s210 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 210
  store ptr @a, ptr %s210
  %s211 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 211
  store ptr @a, ptr %s211
  %s212 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 212
  store ptr @a, ptr %s212
  %s213 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 213
  store ptr @a, ptr %s213
  %s214 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 214
  store ptr @a, ptr %s214
  %s215 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 215
  store ptr @a, ptr %s215
  %s216 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 216
  store ptr @a, ptr %s216
  %s217 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 217
  store ptr @a, ptr %s217
  %s218 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 218
  store ptr @a, ptr %s218
  %s219 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 219
  store ptr @a, ptr %s219
  %s220 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 220
  store ptr @a, ptr %s220
  %s221 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 221
  store ptr @a, ptr %s221
  %s222 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 222
  store ptr @a, ptr %s222
  %s223 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 223
  store ptr @a, ptr %s223
  %s224 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 224
  store ptr @a, ptr %s224
  %s225 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 225
  store ptr @a, ptr %s225
  %s226 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 226
  store ptr @a, ptr %s226
  %s227 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 227
  store ptr @a, ptr %s227
  %s228 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 228
  store ptr @a, ptr %s228
  %s229 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 229
  store ptr @a, ptr %s229
  %s230 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 230
  store ptr @a, ptr %s230
  %s231 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 231
  store ptr @a, ptr %s231
  %s232 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 232
  store ptr @a, ptr %s232
  %s233 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 233
  store ptr @a, ptr %s233
  %s234 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 234
  store ptr @a, ptr %s234
  %s235 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 235
  store ptr @a, ptr %s235
  %s236 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 236
  store ptr @a, ptr %s236
  %s237 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 237
  store ptr @a, ptr %s237
  %s238 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 238
  store ptr @a, ptr %s238
  %s239 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 239
  store ptr @a, ptr %s239
  %s240 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 240
  store ptr @a, ptr %s240
  %s241 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 241
  store ptr @a, ptr %s241
  %s242 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 242
  store ptr @a, ptr %s242
  %s243 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 243
  store ptr @a, ptr %s243
  %s244 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 244
  store ptr @a, ptr %s244
  %s245 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 245
  store ptr @a, ptr %s245
  %s246 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 246
  store ptr @a, ptr %s246
  %s247 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 247
  store ptr @a, ptr %s247
  %s248 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 248
  store ptr @a, ptr %s248
  %s249 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 249
  store ptr @a, ptr %s249
  %s250 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 250
  store ptr @a, ptr %s250
  %s251 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 251
  store ptr @a, ptr %s251
  %s252 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 252
  store ptr @a, ptr %s252
  %s253 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 253
  store ptr @a, ptr %s253
  %s254 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 254
  store ptr @a, ptr %s254
  %s255 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 255
  store ptr @a, ptr %s255
  %s256 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 256
  store ptr @a, ptr %s256
  %s257 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 257
  store ptr @a, ptr %s257
  %s258 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 258
  store ptr @a, ptr %s258
  %s259 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 259
  store ptr @a, ptr %s259
  %s260 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 260
  store ptr @a, ptr %s260
  %s261 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 261
  store ptr @a, ptr %s261
  %s262 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 262
  store ptr @a, ptr %s262
  %s263 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 263
  store ptr @a, ptr %s263
  %s264 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 264
  store ptr @a, ptr %s264
  %s265 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 265
  store ptr @a, ptr %s265
  %s266 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 266
  store ptr @a, ptr %s266
  %s267 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 267
  store ptr @a, ptr %s267
  %s268 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 268
  store ptr @a, ptr %s268
  %s269 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 269
  store ptr @a, ptr %s269
  %s270 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 270
  store ptr @a, ptr %s270
  %s271 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 271
  store ptr @a, ptr %s271
  %s272 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 272
  store ptr @a, ptr %s272
  %s273 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 273
  store ptr @a, ptr %s273
  %s274 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 274
  store ptr @a, ptr %s274
  %s275 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 275
  store ptr @a, ptr %s275
  %s276 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 276
  store ptr @a, ptr %s276
  %s277 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 277
  store ptr @a, ptr %s277
  %s278 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 278
  store ptr @a, ptr %s278
  %s279 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 279
  store ptr @a, ptr %s279
  %s280 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 280
  store ptr @a, ptr %s280
  %s281 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 281
  store ptr @a, ptr %s281
  %s282 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 282
  store ptr @a, ptr %s282
  %s283 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 283
  store ptr @a, ptr %s283
  %s284 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 284
  store ptr @a, ptr %s284
  %s285 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 285
  store ptr @a, ptr %s285
  %s286 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 286
  store ptr @a, ptr %s286
  %s287 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 287
  store ptr @a, ptr %s287
  %s288 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 288
  store ptr @a, ptr %s288
  %s289 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 289
  store ptr @a, ptr %s289
  %s290 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 290
  store ptr @a, ptr %s290
  %s291 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 291
  store ptr @a, ptr %s291
  %s292 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 292
  store ptr @a, ptr %s292
  %s293 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 293
  store ptr @a, ptr %s293
  %s294 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 294
  store ptr @a, ptr %s294
  %s295 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 295
  store ptr @a, ptr %s295
  %s296 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 296
  store ptr @a, ptr %s296
  %s297 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 297
  store ptr @a, ptr %s297
  %s298 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 298
  store ptr @a, ptr %s298
  %s299 = getelementptr [300 x ptr], ptr @slots, i64 0, i64 299
  store ptr @b, ptr %s299
  %first = load ptr, ptr @slots
  %last = load ptr, ptr %s299
  ret ptr %first
}

; CHECK-LABEL: obj#1 (1,1) global @slots size=2400
; CHECK-NOT: collapsed
; CHECK: +2392 -> {obj#3+0}
; CHECK-LABEL: fn @main
; CHECK: %first -> {obj#2+0}
; CHECK: %last -> {obj#3+0}
