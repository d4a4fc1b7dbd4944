#include "prelude.cuh"

// Dynamic allocation on host and device: new/delete, new[]/delete[],
// placement new, class-specific operator new/delete, and device-side new.
__host__ __device__ inline void *operator new(size_t, void *where) noexcept { return where; }
__host__ __device__ inline void operator delete(void *, void *) noexcept {}

struct Node {
    int key;
    Node *next;
    Node(int k, Node *n) : key(k), next(n) {}
};

class Pool {
public:
    static void *operator new(size_t n);
    static void operator delete(void *p) noexcept;
    int slots[64];
    static int live;
};
int Pool::live = 0;
void *Pool::operator new(size_t n) { ++live; return ::operator new(n); }
void Pool::operator delete(void *p) noexcept { --live; ::operator delete(p); }

__global__ void device_alloc(int **out, int n)
{
    int *scratch = new int[n];
    for (int i = 0; i < n; ++i) scratch[i] = i * i;
    int *single = new int(7);
    out[threadIdx.x] = scratch;
    scratch[0] += *single;
    delete single;
}

__global__ void device_free(int **ptrs) { delete[] ptrs[threadIdx.x]; }

int main()
{
    Node *head = nullptr;
    for (int i = 0; i < 4; ++i)
        head = new Node(i, head);
    while (head) { Node *n = head->next; delete head; head = n; }

    double *arr = new double[16]();
    delete[] arr;

    alignas(Node) unsigned char raw[sizeof(Node)];
    Node *inplace = new (raw) Node(42, nullptr);
    int key = inplace->key;
    inplace->~Node();

    Pool *p = new Pool;
    delete p;

    device_alloc<<<1, 32>>>(nullptr, 16);
    device_free<<<1, 32>>>(nullptr);
    return key + Pool::live;
}
