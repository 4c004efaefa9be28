//! Integration tests of `cormirun` with small `sh -c` programs as fake nodes.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A scratch directory, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("cormirun-test-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }

    fn read(&self, file: &str) -> String {
        fs::read_to_string(self.0.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
    }

    /// The pids written by the fake nodes into files `<stem>.<rank>`.
    fn pids(&self, stem: &str, n: usize) -> Vec<i32> {
        (0..n).map(|r| self.read(&format!("{stem}.{r}")).trim().parse().unwrap()).collect()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn cormirun() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cormirun"))
}

/// Runs `cormirun ARGS sh -c SCRIPT` to completion.
fn run_sh(args: &[&str], script: &str) -> Output {
    cormirun().args(args).args(["sh", "-c", script]).output().unwrap()
}

fn spawn_sh(args: &[&str], script: &str) -> Child {
    cormirun().args(args).args(["sh", "-c", script]).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Polls `cond` every 20 ms until it holds or `limit` passes.
fn wait_until(limit: Duration, mut cond: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if cond() {
            return true;
        }
        sleep(Duration::from_millis(20));
    }
    cond()
}

/// True if `pid` is a live (not zombie) process.
fn alive(pid: i32) -> bool {
    match fs::read_to_string(format!("/proc/{pid}/stat")) {
        // The state follows the parenthesised command name.
        Ok(stat) => !stat.rsplit_once(')').is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
        Err(_) => false,
    }
}

fn assert_all_gone(pids: &[i32]) {
    let gone = wait_until(Duration::from_secs(5), || pids.iter().all(|p| !alive(*p)));
    let left: Vec<_> = pids.iter().filter(|p| alive(**p)).collect();
    assert!(gone, "processes left behind: {left:?}");
}

fn wait_for_files(dir: &Scratch, files: &[String]) {
    let ok = wait_until(Duration::from_secs(10), || files.iter().all(|f| Path::new(dir.path()).join(f).exists()));
    assert!(ok, "nodes did not write {files:?}");
}

fn wait_with_limit(child: &mut Child, limit: Duration) -> std::process::ExitStatus {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(s) = child.try_wait().unwrap() {
            return s;
        }
        assert!(Instant::now() < deadline, "cormirun did not exit within {limit:?}");
        sleep(Duration::from_millis(20));
    }
}

#[test]
fn tcp_ranks_get_the_environment_contract() {
    let d = Scratch::new("env");
    let script = format!(
        "printf '%s|%s|%s|%s|%s|%s' \"$CORMI_RANK\" \"$CORMI_NODES\" \"$CORMI_TRANSPORT\" \
         \"$CORMI_ADDRS\" \"$CORMI_LISTEN_FD\" \"$CORMI_TIMEOUT_MS\" > {}/env.$CORMI_RANK",
        d.path()
    );
    let o = run_sh(&["-n", "3", "--transport", "tcp", "--timeout", "1234"], &script);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut all_addrs = None;
    for rank in 0..3 {
        let f: Vec<String> = d.read(&format!("env.{rank}")).split('|').map(str::to_string).collect();
        assert_eq!(f[0], rank.to_string());
        assert_eq!((f[1].as_str(), f[2].as_str(), f[5].as_str()), ("3", "tcp", "1234"));
        assert!(f[4].parse::<i32>().unwrap() >= 3, "listen fd {}", f[4]);
        assert_eq!(*all_addrs.get_or_insert(f[3].clone()), f[3], "every rank sees the same CORMI_ADDRS");
    }
    let addrs: Vec<&str> = all_addrs.as_deref().unwrap().split(',').collect();
    assert_eq!(addrs.len(), 3);
    let mut ports: Vec<&str> = addrs.iter().map(|a| a.strip_prefix("127.0.0.1:").expect("loopback")).collect();
    ports.sort();
    ports.dedup();
    assert_eq!(ports.len(), 3, "distinct ports: {addrs:?}");
}

#[test]
fn inproc_is_one_process_with_all_nodes() {
    let d = Scratch::new("inproc");
    let script = format!("echo \"$CORMI_RANK $CORMI_NODES $CORMI_TRANSPORT [$CORMI_LISTEN_FD] [$CORMI_ADDRS] $CORMI_MAX_MESSAGE\" >> {}/env", d.path());
    let o = cormirun()
        .args(["-n", "4", "--transport", "inproc", "--max-message", "4096", "sh", "-c", &script])
        .env("CORMI_LISTEN_FD", "9") // from an outer job: must not leak into this one
        .env("CORMI_ADDRS", "x")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(d.read("env"), "0 4 inproc [] [] 4096\n");
}

#[test]
fn each_rank_inherits_only_its_own_listener_and_it_accepts() {
    let d = Scratch::new("listen");
    // perl-base is Essential on Debian: accept(2) on the inherited descriptor.
    let script = format!(
        "echo \"$CORMI_ADDRS\" > {dir}/addrs.$CORMI_RANK; \
         ls -l /proc/self/fd | grep -c socket > {dir}/sockets.$CORMI_RANK; \
         exec perl -e 'open(my $l, \"+<&=\", $ENV{{CORMI_LISTEN_FD}}) or die \"fdopen: $!\"; \
         accept(my $c, $l) or die \"accept: $!\"; syswrite($c, \"hello from rank $ENV{{CORMI_RANK}}\\n\");'",
        dir = d.path()
    );
    let mut child = spawn_sh(&["-n", "2", "--transport", "tcp"], &script);
    wait_for_files(&d, &["sockets.0".into(), "sockets.1".into()]);
    let line = d.read("addrs.0");
    for (rank, addr) in line.trim().split(',').enumerate() {
        let mut r = BufReader::new(TcpStream::connect(addr).unwrap());
        let mut greeting = String::new();
        r.read_line(&mut greeting).unwrap();
        assert_eq!(greeting, format!("hello from rank {rank}\n"));
        assert_eq!(d.read(&format!("sockets.{rank}")).trim(), "1", "rank {rank} sees other listeners");
    }
    assert!(wait_with_limit(&mut child, Duration::from_secs(10)).success());
    let addr = line.trim().split(',').next().unwrap().to_string();
    assert!(TcpStream::connect(addr).is_err(), "port still open after the job ended");
}

#[test]
fn success_of_every_rank_is_success() {
    let o = run_sh(&["-n", "3"], "exit 0");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn first_failure_is_propagated_and_the_rest_is_killed() {
    let d = Scratch::new("fail");
    // Every rank starts a grandchild; rank 2 fails once all of them run; rank 0 ignores
    // SIGTERM, so only the SIGKILL after the grace period stops it.
    let script = format!(
        "cd {}; if [ $CORMI_RANK = 0 ]; then trap '' TERM; fi; \
         echo $$ > pid.$CORMI_RANK; sleep 60 & echo $! > gpid.$CORMI_RANK; \
         if [ $CORMI_RANK = 2 ]; then \
           while [ ! -s gpid.0 ] || [ ! -s gpid.1 ]; do sleep 0.02; done; exit 7; fi; wait",
        d.path()
    );
    let start = Instant::now();
    let o = run_sh(&["-n", "3", "--grace", "500"], &script);
    assert_eq!(o.status.code(), Some(7), "{}", stderr(&o));
    assert!(start.elapsed() < Duration::from_secs(20), "took {:?}", start.elapsed());
    assert!(stderr(&o).contains("rank 2 (pid"), "{}", stderr(&o));
    assert!(stderr(&o).contains("exited with status 7"), "{}", stderr(&o));
    let mut pids = d.pids("pid", 3);
    pids.extend(d.pids("gpid", 3));
    assert_all_gone(&pids);
}

#[test]
fn death_by_signal_maps_to_128_plus_signal() {
    let o = run_sh(&["-n", "2"], "if [ $CORMI_RANK = 1 ]; then kill -9 $$; fi; sleep 60");
    assert_eq!(o.status.code(), Some(137), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(e.contains("rank 1") && e.contains("signal 9 (SIGKILL)"), "{e}");
}

#[test]
fn linger_lets_the_other_ranks_finish() {
    let d = Scratch::new("linger");
    let script = format!("if [ $CORMI_RANK = 1 ]; then exit 3; fi; sleep 0.3; echo done > {}/finished", d.path());
    let o = run_sh(&["-n", "2", "--linger", "10000"], &script);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert_eq!(d.read("finished"), "done\n");
}

#[test]
fn survivors_go_on_when_rank_zero_reported_that_it_handles_errors() {
    let d = Scratch::new("return");
    // Rank 0 reports CORMI_ERRORS_RETURN as its runtime does (one byte on the pipe of
    // CORMI_ERROR_MODE_FD, descriptor before the colon), then outlives rank 1's failure
    // by more than --linger.
    let script = format!(
        "cd {}; if [ $CORMI_RANK = 1 ]; then while [ ! -e reported ]; do sleep 0.01; done; exit 3; fi; \
         if [ $CORMI_RANK = 0 ]; then printf r >&${{CORMI_ERROR_MODE_FD%%:*}}; : > reported; fi; \
         sleep 0.6; echo done > finished.$CORMI_RANK",
        d.path()
    );
    let o = run_sh(&["-n", "3", "--linger", "100"], &script);
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(3), "the root cause stays the exit status: {e}");
    assert!(e.contains("rank 0 handles errors itself (CORMI_ERRORS_RETURN): the other ranks go on"), "{e}");
    assert_eq!(d.read("finished.0"), "done\n");
    assert_eq!(d.read("finished.2"), "done\n");
}

#[test]
fn only_rank_zero_gets_the_error_mode_channel() {
    let d = Scratch::new("channel");
    let script = format!("echo \"${{CORMI_ERROR_MODE_FD:-none}}\" > {}/fd.$CORMI_RANK", d.path());
    let o = run_sh(&["-n", "2"], &script);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(d.read("fd.0").trim().split_once(':').is_some_and(|(fd, ino)| fd.parse::<u32>().is_ok() && ino.parse::<u64>().is_ok()), "{}", d.read("fd.0"));
    assert_eq!(d.read("fd.1"), "none\n");
}

/// Sends `sig` to cormirun while 3 ranks (one ignoring SIGTERM) and their children run;
/// expects exit 128+sig and no process left.
fn stop_job_with(sig: i32, name: &str) {
    let d = Scratch::new(name);
    let script = format!(
        "cd {}; if [ $CORMI_RANK = 1 ]; then trap '' TERM; fi; echo $$ > pid.$CORMI_RANK; \
         sleep 60 & echo $! > gpid.$CORMI_RANK; wait; wait",
        d.path()
    );
    let mut child = spawn_sh(&["-n", "3", "--grace", "300"], &script);
    wait_for_files(&d, &(0..3).map(|r| format!("gpid.{r}")).collect::<Vec<_>>());
    sleep(Duration::from_millis(50));
    // SAFETY: signalling a child process this test started.
    unsafe { libc::kill(child.id() as i32, sig) };
    let status = wait_with_limit(&mut child, Duration::from_secs(10));
    assert_eq!(status.code(), Some(128 + sig));
    let mut pids = d.pids("pid", 3);
    pids.extend(d.pids("gpid", 3));
    assert_all_gone(&pids);
}

#[test]
fn ctrl_c_stops_every_rank_even_one_ignoring_sigterm() {
    stop_job_with(libc::SIGINT, "sigint");
}

#[test]
fn sigterm_to_cormirun_stops_every_rank() {
    stop_job_with(libc::SIGTERM, "sigterm");
}

#[test]
fn sigkill_of_cormirun_kills_the_ranks_and_what_they_started() {
    let d = Scratch::new("sigkill");
    let script = format!("cd {}; echo $$ > pid.$CORMI_RANK; sleep 60 & echo $! > gpid.$CORMI_RANK; wait", d.path());
    let mut child = spawn_sh(&["-n", "2"], &script);
    wait_for_files(&d, &["gpid.0".into(), "gpid.1".into()]);
    child.kill().unwrap();
    child.wait().unwrap();
    let mut pids = d.pids("pid", 2);
    // The grandchildren: the parent-death signal does not reach them, the guard does.
    pids.extend(d.pids("gpid", 2));
    assert_all_gone(&pids);
}

#[test]
fn a_rank_that_outlives_a_successful_rank_zero_is_stopped_and_reported() {
    for how in ["stop", "hang"] {
        let d = Scratch::new(&format!("straggler-{how}"));
        // Rank 1 stops itself (SIGSTOP) or just never exits; rank 0 succeeds.
        let script = format!(
            "cd {}; echo $$ > pid.$CORMI_RANK; if [ $CORMI_RANK = 1 ]; then \
             if [ {how} = stop ]; then kill -STOP $$; else sleep 60; fi; fi; \
             while [ ! -s pid.1 ]; do sleep 0.02; done",
            d.path()
        );
        let start = Instant::now();
        let mut child = spawn_sh(&["-n", "2", "--grace", "300"], &script);
        let status = wait_with_limit(&mut child, Duration::from_secs(20));
        let out = child.wait_with_output().unwrap();
        let e = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(status.code(), Some(124), "{how}: {e}");
        let pid1 = d.pids("pid", 2)[1];
        assert!(e.contains(&format!("rank 0 finished but rank 1 (pid {pid1}) did not exit within 300 ms")), "{how}: {e}");
        assert!(start.elapsed() < Duration::from_secs(10), "{how}: {:?}", start.elapsed());
        assert_all_gone(&d.pids("pid", 2));
    }
}

#[test]
fn ranks_exiting_soon_after_a_successful_rank_zero_are_success() {
    let o = run_sh(&["-n", "3"], "if [ $CORMI_RANK != 0 ]; then sleep 0.3; fi; exit 0");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

#[test]
fn by_default_the_survivor_can_report_the_dead_peer() {
    let d = Scratch::new("report");
    // Rank 1 dies by SIGKILL; rank 0 notices (as the runtime would, by its connection
    // closing), reports it and exits 1 on its own.
    let script = format!(
        "cd {}; echo $$ > pid.$CORMI_RANK; if [ $CORMI_RANK = 1 ]; then kill -9 $$; fi; \
         while [ ! -s pid.1 ]; do sleep 0.01; done; p=$(cat pid.1); \
         while kill -0 $p 2>/dev/null; do sleep 0.01; done; \
         echo 'cormi: call site X: node 1 died' >&2; exit 1",
        d.path()
    );
    let o = run_sh(&["-n", "2"], &script);
    let e = stderr(&o);
    assert!(e.contains("cormi: call site X: node 1 died"), "{e}");
    assert!(e.contains("rank 0 (pid") && e.contains("exited with status 1"), "{e}");
    // The root cause is the exit status, not the survivor's follow-on exit.
    assert_eq!(o.status.code(), Some(137), "{e}");
}

#[test]
fn a_crash_wins_over_the_survivors_earlier_follow_on_exit() {
    for round in 0..4 {
        let d = Scratch::new(&format!("rootcause{round}"));
        // Rank 1 "crashes": its peer sees it go (dying.1) and exits 1 at once, but the
        // SIGSEGV death itself comes later (a core dump takes time).
        let script = format!(
            "cd {}; if [ $CORMI_RANK = 1 ]; then : > dying.1; sleep 0.2; kill -SEGV $$; sleep 5; fi; \
             while [ ! -e dying.1 ]; do sleep 0.01; done; exit 1",
            d.path()
        );
        let o = run_sh(&["-n", "2"], &script);
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(139), "round {round}: {e}");
        assert!(e.contains("rank 1 (pid") && e.contains("(SIGSEGV)"), "{e}");
    }
}

#[test]
fn a_crash_and_its_follow_on_exit_give_the_crash_status_every_time() {
    for round in 0..6 {
        let d = Scratch::new(&format!("crash{round}"));
        // Like a peer connection: rank 1 holds the write end of a FIFO and crashes; rank 0
        // reads to end of file (the kernel closes it before rank 1 becomes a zombie) and
        // exits 1 at once. Which exit cormirun sees first is a race.
        let script = format!(
            "cd {}; if [ $CORMI_RANK = 1 ]; then exec 3>fifo; kill -SEGV $$; fi; \
             cat fifo > /dev/null; exit 1",
            d.path()
        );
        let fifo = format!("{}/fifo", d.path());
        assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        let o = run_sh(&["-n", "2"], &script);
        assert_eq!(o.status.code(), Some(139), "round {round}: {}", stderr(&o));
    }
}

#[test]
fn cormirun_messages_are_single_writes() {
    let d = Scratch::new("strace");
    let trace = format!("{}/trace", d.path());
    let o = Command::new("strace")
        .args(["-f", "-qq", "-e", "trace=write", "-e", "signal=none", "-s", "400", "-o"])
        .arg(&trace)
        .arg(env!("CARGO_BIN_EXE_cormirun"))
        .args(["-n", "2", "--linger", "100", "sh", "-c"])
        .arg("if [ $CORMI_RANK = 1 ]; then exit 3; fi; sleep 10")
        .output();
    match &o {
        Ok(o) if Path::new(&trace).exists() && o.status.code() == Some(3) => {}
        _ => {
            eprintln!("strace is not usable here, skipping: {o:?}");
            return;
        }
    }
    let t = d.read("trace");
    let writes: Vec<&str> = t.lines().filter(|l| l.contains(" write(2, ")).collect();
    assert!(writes.len() >= 2, "{t}");
    for w in writes {
        assert!(w.contains("write(2, \"cormirun: ") && w.contains("\\n\", "), "message split into several writes: {w}\n{t}");
    }
}

#[test]
fn prefix_forwards_an_endless_line_in_bounded_pieces() {
    let n = 300_000;
    let o = run_sh(&["-n", "1", "--prefix"], &format!("head -c {n} /dev/zero | tr '\\0' a"));
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    let mut total = 0;
    for l in out.lines() {
        let piece = l.strip_prefix("[0] ").expect("every piece has the prefix");
        assert!(piece.len() <= 64 * 1024, "piece of {} bytes", piece.len());
        assert!(piece.bytes().all(|b| b == b'a'));
        total += piece.len();
    }
    assert_eq!(total, n);
    assert!(out.lines().count() >= 5);
}

#[test]
fn prefix_marks_every_line_with_its_rank() {
    let o = run_sh(&["-n", "2", "--prefix"], "echo out; echo two; echo err >&2; printf tail");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    for rank in 0..2 {
        let mine: Vec<&str> = out.lines().filter(|l| l.starts_with(&format!("[{rank}] "))).collect();
        assert_eq!(mine, [format!("[{rank}] out"), format!("[{rank}] two"), format!("[{rank}] tail")]);
    }
    assert_eq!(out.lines().count(), 6, "{out}");
    let mut err: Vec<String> = String::from_utf8(o.stderr).unwrap().lines().map(str::to_string).collect();
    err.sort();
    assert_eq!(err, ["[0] err", "[1] err"]);
}

#[test]
fn without_prefix_output_passes_through() {
    let o = run_sh(&["-n", "2"], "echo \"x$CORMI_RANK\"");
    let mut lines: Vec<String> = String::from_utf8(o.stdout).unwrap().lines().map(str::to_string).collect();
    lines.sort();
    assert_eq!(lines, ["x0", "x1"]);
}

#[test]
fn stdin_goes_to_rank_zero_only() {
    let d = Scratch::new("stdin");
    let mut child = cormirun().args(["-n", "2", "sh", "-c", &format!("cat > {}/in.$CORMI_RANK", d.path())]).stdin(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(b"data\n").unwrap();
    assert!(wait_with_limit(&mut child, Duration::from_secs(10)).success());
    assert_eq!(d.read("in.0"), "data\n");
    assert_eq!(d.read("in.1"), "");
}

#[test]
fn shm_is_the_default_and_every_rank_inherits_one_anonymous_memory_file() {
    let d = Scratch::new("shm");
    // Each rank records its variables, what its descriptor is, and which file it is
    // (device:inode); the file must be one memfd for all, with nothing in /dev/shm.
    let script = format!(
        "f=/proc/self/fd/$CORMI_SHM_FD; echo \"$CORMI_TRANSPORT [$CORMI_LISTEN_FD] [$CORMI_ADDRS] $(readlink $f) $(stat -L -c %d:%i $f)\" \
         > {}/shm.$CORMI_RANK",
        d.path()
    );
    let before = dev_shm();
    let o = cormirun().args(["-n", "3", "sh", "-c", &script]).env("CORMI_LISTEN_FD", "9").env("CORMI_ADDRS", "x").output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<String> = (0..3).map(|r| d.read(&format!("shm.{r}")).trim().to_string()).collect();
    for l in &lines {
        assert!(l.starts_with("shm [] [] /memfd:cormi-job (deleted) "), "{l}");
    }
    assert!(lines.iter().all(|l| l == &lines[0]), "one file for every rank: {lines:?}");
    assert_eq!(dev_shm(), before, "nothing left in /dev/shm");
    let o = cormirun().args(["-n", "2", "--transport", "tcp", "sh", "-c", "echo \"[$CORMI_SHM_FD]\""]).env("CORMI_SHM_FD", "7").output().unwrap();
    assert_eq!(String::from_utf8_lossy(&o.stdout), "[]\n[]\n", "tcp ranks get no memory file, not even an outer job's");
}

/// The cormi entries of /dev/shm (where shm_open files would appear; other programs'
/// may come and go meanwhile).
fn dev_shm() -> Vec<String> {
    let names = fs::read_dir("/dev/shm").map(|d| d.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect());
    let mut v: Vec<String> = names.unwrap_or_else(|_| Vec::new()).into_iter().filter(|n: &String| n.contains("cormi")).collect();
    v.sort();
    v
}

#[test]
fn missing_program_exits_127_naming_it() {
    let o = cormirun().args(["-n", "2", "/nonexistent/prog"]).output().unwrap();
    assert_eq!(o.status.code(), Some(127));
    assert!(stderr(&o).contains("/nonexistent/prog"), "{}", stderr(&o));
}

#[test]
fn bad_command_lines_are_usage_errors() {
    for args in [&["-n", "0", "true"][..], &["true"], &["-n", "2"]] {
        let o = cormirun().args(args).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).starts_with("error:"), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn many_failing_ranks_are_summed_up_in_one_line() {
    // Every rank but 0 fails at once (as when a large job cannot start): a few lines, not
    // one per rank.
    let o = run_sh(&["-n", "40"], "if [ $CORMI_RANK != 0 ]; then exit 1; fi; sleep 5");
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(e.lines().count() <= 6, "{e}");
    let summary = e.lines().find(|l| l.contains("more ranks exited with status 1: ")).unwrap_or_else(|| panic!("no summary line: {e}"));
    let told = e.lines().filter(|l| l.contains(") exited with status 1")).count();
    assert!(summary.contains(&format!("{} more ranks", 39 - told)), "{e}");
}
