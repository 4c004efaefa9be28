// RmiBench.java — the Java RMI peer of cormi's benchmarks: the calls of benches/programs
// (void ping(); void list(Node) with a 100-node linked list; void matrix(double[][]) with
// double[16][16]) through java.rmi between a server JVM and a client JVM on loopback.
//
//   java RmiBench server                          exports the sink, prints "PORT n"
//   java RmiBench client PORT ITERS WARMUP BENCH  prints one RESULT line (timing.h format)
// The client warms up (at least 2000 calls, for the JIT) before timing, then checks the
// server's totals: exit status 0 iff they matched. Started by run.sh.
import java.io.Serializable;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.UnicastRemoteObject;
import java.util.Arrays;

public class RmiBench {
  static final int LIST_LEN = 100, DIM = 16, MIN_WARMUP = 2000;

  /** A linked list node, serialized as the object graph it is. */
  public static final class Node implements Serializable {
    private static final long serialVersionUID = 1L;
    long value;
    double weight;
    Node next;

    Node(long value, double weight, Node next) {
      this.value = value;
      this.weight = weight;
      this.next = next;
    }
  }

  public interface Bench extends Remote {
    void ping() throws RemoteException;

    void list(Node l) throws RemoteException;

    void matrix(double[][] m) throws RemoteException;

    /** {calls, items, value sum, weight sum (as raw bits), bad shapes}. */
    long[] totals() throws RemoteException;
  }

  static final class Sink implements Bench {
    long calls, items, valueSum, badShape;
    double weightSum;

    public synchronized void ping() {
      calls++;
    }

    public synchronized void list(Node l) {
      calls++;
      for (Node n = l; n != null; n = n.next) {
        items++;
        valueSum += n.value;
        weightSum += n.weight;
      }
    }

    public synchronized void matrix(double[][] m) {
      calls++;
      if (m.length != DIM) badShape++;
      for (double[] row : m) {
        if (row.length != DIM) badShape++;
        for (double v : row) {
          items++;
          weightSum += v;
        }
      }
    }

    public synchronized long[] totals() {
      return new long[] {calls, items, valueSum, Double.doubleToLongBits(weightSum), badShape};
    }
  }

  static long expectValue(long i) { return 7 * i - 300; }

  static double expectWeight(long i) { return 0.5 * i + 0.125; }

  static double expectElem(int r, int c) { return r * DIM + c + 0.25; }

  static Sink sink; // keeps the exported object reachable

  public static void main(String[] args) throws Exception {
    if (args.length == 1 && args[0].equals("server")) {
      server();
    } else if (args.length == 5 && args[0].equals("client")) {
      int port = Integer.parseInt(args[1]), iters = Math.max(1, Integer.parseInt(args[2]));
      int warmup = Math.max(MIN_WARMUP, Integer.parseInt(args[3]));
      System.exit(client(port, iters, warmup, args[4]));
    } else {
      System.err.println("usage: RmiBench server | client PORT ITERS WARMUP ping|list|matrix");
      System.exit(2);
    }
  }

  static void server() throws Exception {
    int port;
    try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Registry registry = LocateRegistry.createRegistry(port);
    sink = new Sink();
    registry.rebind("bench", UnicastRemoteObject.exportObject(sink, 0));
    System.out.println("PORT " + port);
    System.out.flush();
    Thread.sleep(Long.MAX_VALUE);
  }

  static int client(int port, int iters, int warmup, String bench) throws Exception {
    Bench b = (Bench) LocateRegistry.getRegistry("127.0.0.1", port).lookup("bench");
    Node list = null;
    for (long i = LIST_LEN; i-- > 0; ) list = new Node(expectValue(i), expectWeight(i), list);
    double[][] m = new double[DIM][DIM];
    for (int r = 0; r < DIM; r++) for (int c = 0; c < DIM; c++) m[r][c] = expectElem(r, c);
    double[] us = new double[iters];
    for (int i = -warmup; i < iters; i++) {
      long t0 = System.nanoTime();
      switch (bench) {
        case "ping": b.ping(); break;
        case "list": b.list(list); break;
        case "matrix": b.matrix(m); break;
        default: System.err.println("unknown benchmark " + bench); return 2;
      }
      if (i >= 0) us[i] = (System.nanoTime() - t0) / 1e3;
    }
    Arrays.sort(us);
    System.out.printf("RESULT %s %d %.3f %.3f %.3f%n", bench, iters, us[iters / 2], us[iters / 10], us[(int) ((long) iters * 9 / 10)]);
    return check(b.totals(), bench, (long) iters + warmup);
  }

  static int check(long[] got, String bench, long n) {
    long items = 0, valueSum = 0;
    double weightSum = 0;
    if (bench.equals("list"))
      for (long i = 0; i < LIST_LEN; i++) { items++; valueSum += expectValue(i); weightSum += expectWeight(i); }
    if (bench.equals("matrix"))
      for (int r = 0; r < DIM; r++) for (int c = 0; c < DIM; c++) { items++; weightSum += expectElem(r, c); }
    boolean ok = got[0] == n && got[1] == items * n && got[2] == valueSum * n
        && Double.longBitsToDouble(got[3]) == weightSum * n && got[4] == 0;
    if (!ok) System.err.println("RmiBench: " + bench + ": totals " + Arrays.toString(got) + ", want " + n + " calls");
    return ok ? 0 : 1;
  }
}
