// cudagen 0.2 seed 506 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_if,virtual_function,operator_overload_more,ctad,rtti,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define CHUNK_1 64
#define CHUNK_2 3
#define BLOCK_SIZE_3 (CHUNK_1 + (CHUNK_2 + (CHUNK_1 + 0x7D)))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if (CHUNK_1 * 2) >= 15 && CHUNK_1 != 0
#define CONFIG_7 3
#else
#define CONFIG_7 25
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ float norm9(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__host__ __device__ float norm10(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Pair11 {
    int x, y;
    int operator[](int i) const { return i == 0 ? x : y; }
    Pair11 &operator+=(const Pair11 &o) { x += o.x; y += o.y; return *this; }
    Pair11 operator-() const { return Pair11{-x, -y}; }
    Pair11 &operator++() { ++x; return *this; }
    bool operator<(const Pair11 &o) const { return x < o.x; }
    friend bool operator==(const Pair11 &a, const Pair11 &b) { return a.x == b.x && a.y == b.y; }
};
Pair11 operator*(const Pair11 &a, int k) { return Pair11{a.x * k, a.y * k}; }
int ops12(int v) {
    Pair11 a{v, 1};
    Pair11 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
struct Poly13 {
    virtual ~Poly13() {}
    virtual int id() const { return 1; }
};
struct Impl14 : Poly13 {
    int id() const override { return 7; }
};
struct Other15 : Poly13 {};
int identify16(int x) {
    Impl14 d;
    Poly13 *b = &d;
    if (Impl14 *p = dynamic_cast<Impl14 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other15 *>(b) != nullptr ? 1 : x;
}
template <typename T> struct Keep17 {
    T v;
    Keep17(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin18 { A a; B b; };
int deduce20(int x) {
    Keep17 h(x);
    Keep17 g{4.5};
    return h.get() + static_cast<int>(g.get());
}

__global__ void __launch_bounds__(128, 3) kick21(int len22, const int *src23)
{
    float u24 = static_cast<int>(MAX2_4(len22, 29 | len22));
    u24++;
    unsigned int k25 = 31;
    k25 = k25;
    if ((src23[3] | k25) >= k25)
        return;
    int stride26 = 21U / u24;
    (void)stride26;
}

int main()
{
    int len27 = 1303;
    int cnt28 = len27;
    len27 *= cnt28;
    kick21<<<dim3((cnt28 + 255) / 0x100), 32, sizeof(int) * 128, nullptr>>>(0xaf6, static_cast<const int*>(nullptr));
    return 0;
}
