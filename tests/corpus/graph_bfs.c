/* Graphs as adjacency arrays: vertices are an array of records { int *nbrs; size_t deg;
 * char *label; }, each neighbour list malloc'ed with its run-time degree. The client
 * builds a ring with chords, sends it to a node that runs a breadth-first search with a
 * malloc'ed queue and returns the distances (a fresh int array) and the farthest
 * vertex's label; the client checks both against its own BFS. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "graph_bfs: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Vertex {
  int *nbrs;
  size_t deg;
  char *label;
} Vertex;

typedef struct Graph {
  Vertex *v;
  size_t n;
} Graph;

typedef struct Search {
  int *dist;
  size_t n;
  char *farthest;
} Search;

typedef struct Solver {
  long searches;
} Solver;

Solver *Solver_new(void) { return calloc(1, sizeof(Solver)); }

static int *bfs(const Graph *g, int src) {
  int *dist = malloc(g->n * sizeof(int));
  int *queue = malloc(g->n * sizeof(int));
  for (size_t i = 0; i < g->n; i++) dist[i] = -1;
  size_t head = 0, tail = 0;
  dist[src] = 0;
  queue[tail++] = src;
  while (head < tail) {
    int u = queue[head++];
    const Vertex *x = &g->v[u];
    for (const int *w = x->nbrs; w < x->nbrs + x->deg; w++)
      if (dist[*w] < 0) {
        dist[*w] = dist[u] + 1;
        queue[tail++] = *w;
      }
  }
  free(queue);
  return dist;
}

Search Solver_bfs(Solver *self, Graph *g, int src) {
  self->searches++;
  Search s = {bfs(g, src), g->n, NULL};
  size_t far = (size_t)src;
  for (size_t i = 0; i < g->n; i++)
    if (s.dist[i] > s.dist[far]) far = i;
  s.farthest = strdup(g->v[far].label);
  return s;
}

static Graph ring_with_chords(size_t n, size_t chord) {
  Graph g = {malloc(n * sizeof(Vertex)), n};
  for (size_t i = 0; i < n; i++) {
    Vertex *x = &g.v[i];
    x->deg = (i % chord == 0) ? 3 : 2;
    x->nbrs = malloc(x->deg * sizeof(int));
    x->nbrs[0] = (int)((i + 1) % n);
    x->nbrs[1] = (int)((i + n - 1) % n);
    if (x->deg == 3) x->nbrs[2] = (int)((i + n / 2) % n);
    char buf[24];
    snprintf(buf, sizeof buf, "v%zu", i);
    x->label = strdup(buf);
  }
  return g;
}

static void free_graph(Graph g) {
  for (size_t i = 0; i < g.n; i++) {
    free(g.v[i].nbrs);
    free(g.v[i].label);
  }
  free(g.v);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int servers = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  cormi_ref *s = malloc((size_t)servers * sizeof *s);
  for (int k = 0; k < servers; k++) s[k] = cormi_create(cormi_nodes() > 1 ? k + 1 : 0, Solver_new);
  const size_t sizes[] = {1, 2, 9, 64, 257};
  int checked = 0;
  for (size_t t = 0; t < sizeof sizes / sizeof *sizes; t++) {
    Graph g = ring_with_chords(sizes[t], 5 + t);
    for (int src = 0; src < (int)g.n; src += 1 + (int)g.n / 3) {
      Search got = cormi_invoke(s[(t + (size_t)src) % (size_t)servers], Solver_bfs, &g, src);
      int *want = bfs(&g, src);
      CHECK(got.n == g.n);
      size_t far = (size_t)src;
      for (size_t i = 0; i < g.n; i++) {
        CHECK(got.dist[i] == want[i]);
        if (want[i] > want[far]) far = i;
      }
      CHECK(got.farthest && strcmp(got.farthest, g.v[far].label) == 0);
      free(want);
      free(got.dist);
      free(got.farthest);
      checked++;
    }
    free_graph(g);
  }
  printf("graph_bfs: %d searches checked on %d nodes\n", checked, servers);
  for (int k = 0; k < servers; k++) cormi_release(s[k]);
  free(s);
  cormi_finalize();
  return failures != 0;
}
