# cormi's CMake package, installed by scripts/install.sh as
# PREFIX/lib/cmake/cormi/cormiConfig.cmake. Found with
#
#   find_package(cormi REQUIRED)          # -DCMAKE_PREFIX_PATH=PREFIX if not in /usr/local
#
# it provides
#
#   cormi_add_executable(<target> SOURCES a.c b.c...
#                        [MODE generic|class|site|site+cycle|site+reuse|all]
#                        [OPT 0|1|2|3] [INCLUDE_DIRECTORIES dirs...]
#                        [COMPILE_DEFINITIONS defs...] [COMPILE_OPTIONS flags...]
#                        [OPTIONS cormicc flags...] [DEPENDS files...])
#       builds one program through cormicc (the whole program goes through the pass,
#       so every source is compiled by one cormicc call) as <target> in the current
#       binary directory (or CMAKE_RUNTIME_OUTPUT_DIRECTORY), with a target of that
#       name built by default. MODE defaults to the cache variable CORMI_MODE ("all"),
#       OPT to 2; -g is added in Debug and RelWithDebInfo builds. The target is a
#       custom target, on which CMake refuses target_include_directories() and its
#       friends; its INCLUDE_DIRECTORIES, COMPILE_DEFINITIONS and COMPILE_OPTIONS
#       properties reach cormicc instead: the keywords above append to them, so do
#       set_property(TARGET <target> APPEND PROPERTY ...) and the directory's
#       include_directories(), add_compile_definitions() and add_compile_options().
#       OPTIONS are passed as they are (-Wall, -lm, -pthread, -Wl,...). The path of
#       the program is the target's CORMI_OUTPUT property.
#   cormi::runtime   the runtime library (libcormi_rt.a with cormi.h and cormi_rt.h) for
#                    hand-written C that marshals by hand, without the pass:
#                    target_link_libraries(prog PRIVATE cormi::runtime)
#   cormi::cormicc, cormi::cormirun   imported executables;
#   CORMI_CORMICC, CORMI_CORMIRUN, CORMI_INCLUDE_DIR   their paths and the headers'.
#
# Everything is found relative to this file, so the installed tree may move.

if(CMAKE_VERSION VERSION_LESS 3.19)
  set(cormi_FOUND FALSE)
  set(cormi_NOT_FOUND_MESSAGE "cormi needs CMake 3.19 or newer (this is ${CMAKE_VERSION})")
  return()
endif()

get_filename_component(_cormi_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(CORMI_CORMICC "${_cormi_prefix}/bin/cormicc")
set(CORMI_CORMIRUN "${_cormi_prefix}/bin/cormirun")
set(CORMI_INCLUDE_DIR "${_cormi_prefix}/include")
set(_cormi_files
  "${CORMI_CORMICC}" "${CORMI_CORMIRUN}" "${_cormi_prefix}/lib/libcormi_rt.a"
  "${_cormi_prefix}/lib/cormi/libcormi_pass.so" "${_cormi_prefix}/lib/cormi/cormi-rt-helpers.bc"
  "${CORMI_INCLUDE_DIR}/cormi.h" "${CORMI_INCLUDE_DIR}/cormi_rt.h")
foreach(_cormi_file IN LISTS _cormi_files)
  if(NOT EXISTS "${_cormi_file}")
    set(cormi_FOUND FALSE)
    set(cormi_NOT_FOUND_MESSAGE "cormi under ${_cormi_prefix} lacks ${_cormi_file} (reinstall with scripts/install.sh)")
    return()
  endif()
endforeach()

set(CORMI_MODE "all" CACHE STRING
  "cormicc --cormi-mode of cormi_add_executable: generic, class, site, site+cycle, site+reuse or all")
set_property(CACHE CORMI_MODE PROPERTY STRINGS generic class site site+cycle site+reuse all)

# Imported targets are visible in the directory that found the package and below.
if(NOT TARGET cormi::runtime)
  add_library(cormi::runtime STATIC IMPORTED)
  set_target_properties(cormi::runtime PROPERTIES
    IMPORTED_LOCATION "${_cormi_prefix}/lib/libcormi_rt.a"
    IMPORTED_LINK_INTERFACE_LANGUAGES C
    INTERFACE_INCLUDE_DIRECTORIES "${CORMI_INCLUDE_DIR}"
    # The system libraries cormicc links the runtime with (cormi.pc lists the same).
    INTERFACE_LINK_LIBRARIES "pthread;dl;m")
endif()
if(NOT TARGET cormi::cormicc)
  add_executable(cormi::cormicc IMPORTED)
  set_target_properties(cormi::cormicc PROPERTIES IMPORTED_LOCATION "${CORMI_CORMICC}")
endif()
if(NOT TARGET cormi::cormirun)
  add_executable(cormi::cormirun IMPORTED)
  set_target_properties(cormi::cormirun PROPERTIES IMPORTED_LOCATION "${CORMI_CORMIRUN}")
endif()

unset(_cormi_files)
unset(_cormi_file)
unset(_cormi_prefix)

function(cormi_add_executable target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "MODE;OPT"
    "SOURCES;INCLUDE_DIRECTORIES;COMPILE_DEFINITIONS;COMPILE_OPTIONS;OPTIONS;DEPENDS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "cormi_add_executable(${target}): unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT arg_SOURCES)
    message(FATAL_ERROR "cormi_add_executable(${target}): no SOURCES")
  endif()
  if(NOT DEFINED arg_MODE)
    set(arg_MODE "${CORMI_MODE}")
  endif()
  set(_modes generic class site site+cycle site+reuse all)
  if(NOT arg_MODE IN_LIST _modes)
    message(FATAL_ERROR "cormi_add_executable(${target}): MODE '${arg_MODE}' is not one of ${_modes}")
  endif()
  if(NOT DEFINED arg_OPT)
    set(arg_OPT 2)
  endif()
  if(NOT arg_OPT MATCHES "^[0-3]$")
    message(FATAL_ERROR "cormi_add_executable(${target}): OPT '${arg_OPT}' is not 0, 1, 2 or 3")
  endif()

  set(_sources "")
  foreach(_src IN LISTS arg_SOURCES)
    get_filename_component(_src "${_src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND _sources "${_src}")
  endforeach()
  # The installed files a build reads besides the sources: reinstalling cormi rebuilds.
  get_filename_component(_prefix "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../.." ABSOLUTE)
  set(_cormicc "${_prefix}/bin/cormicc")
  set(_tool_files "${_cormicc}" "${_prefix}/lib/libcormi_rt.a" "${_prefix}/lib/cormi/libcormi_pass.so"
    "${_prefix}/lib/cormi/cormi-rt-helpers.bc" "${_prefix}/include/cormi.h")
  if(CMAKE_RUNTIME_OUTPUT_DIRECTORY)
    set(_out "${CMAKE_RUNTIME_OUTPUT_DIRECTORY}/${target}")
  else()
    set(_out "${CMAKE_CURRENT_BINARY_DIR}/${target}")
  endif()

  # The target's own properties, read when the build system is generated, so that
  # set_property() and include_directories() after this call still count.
  set(_incs "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
  set(_defs "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  set(_opts "$<TARGET_PROPERTY:${target},COMPILE_OPTIONS>")
  # Headers: make generators scan the sources' #includes; other generators rebuild
  # when a source, an installed cormi file or a DEPENDS file changes.
  set(_implicit "")
  if(CMAKE_GENERATOR MATCHES "Make")
    foreach(_src IN LISTS _sources)
      list(APPEND _implicit C "${_src}")
    endforeach()
    list(PREPEND _implicit IMPLICIT_DEPENDS)
  endif()
  # cormicc writes the program beside the target's files and the target copies it out:
  # an output named like its target makes make generators see a circular dependency
  # and rebuild every time.
  set(_built "${CMAKE_CURRENT_BINARY_DIR}/CMakeFiles/${target}.cormi/${target}")
  add_custom_command(
    OUTPUT "${_built}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/CMakeFiles/${target}.cormi"
    COMMAND "${_cormicc}" -O${arg_OPT} "--cormi-mode=${arg_MODE}"
            "$<$<CONFIG:Debug,RelWithDebInfo>:-g>"
            "$<$<BOOL:${_incs}>:-I$<JOIN:${_incs},;-I>>"
            "$<$<BOOL:${_defs}>:-D$<JOIN:${_defs},;-D>>"
            "${_opts}"
            ${arg_OPTIONS} ${_sources} -o "${_built}"
    DEPENDS ${_sources} ${arg_DEPENDS} ${_tool_files}
    ${_implicit}
    WORKING_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}"
    COMMENT "cormicc --cormi-mode=${arg_MODE} -O${arg_OPT}: linking ${target}"
    COMMAND_EXPAND_LISTS
    VERBATIM)
  add_custom_target(${target} ALL
    COMMAND "${CMAKE_COMMAND}" -E copy_if_different "${_built}" "${_out}"
    DEPENDS "${_built}"
    SOURCES ${_sources}
    VERBATIM)
  set_target_properties(${target} PROPERTIES CORMI_OUTPUT "${_out}" ADDITIONAL_CLEAN_FILES "${_out}")
  foreach(_dir IN LISTS arg_INCLUDE_DIRECTORIES)
    get_filename_component(_dir "${_dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    set_property(TARGET ${target} APPEND PROPERTY INCLUDE_DIRECTORIES "${_dir}")
  endforeach()
  set_property(TARGET ${target} APPEND PROPERTY COMPILE_DEFINITIONS ${arg_COMPILE_DEFINITIONS})
  set_property(TARGET ${target} APPEND PROPERTY COMPILE_OPTIONS ${arg_COMPILE_OPTIONS})
endfunction()
