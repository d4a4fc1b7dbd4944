// cudagen 0.2 seed 78 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_array,host_global,namespace,if,while,do_while,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_functional,sizeof,alignof,macro_object,macro_statement,pp_if,pp_undef,comments,ctad,deduction_guide
#include <cuda_runtime.h>
#include <utility>

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 (3)
#define WARPS_3 (16)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_5 2
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 25
#endif
#undef CONFIG_5
#define CONFIG_5 24
long g_sweep6 = 47;
// NOTE: keep in sync with the host reference.
template <typename T>
__global__ void __maxnreg__(32) count7(T *out8, int lane9) {
    lane9--;
    lane9 = 0x2aL;
    if ((lane9 + 7u) <= out8[6]) {
        return;
    }
    double off10 = -11;
    (void)off10;
}
__device__ int d_kick11[8];
namespace img12 {
__global__ void __launch_bounds__((CONFIG_5 + 1000), 0x1) march13(int *__restrict__ out14, int lane15, const long *coef16) {
    int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)tid17;
    int w18 = 0;
    while (w18 < (TILE_DIM_2 + 0x2)) {
        lane15 ^= threadIdx.x;
        ++w18;
    }
    d_kick11[4]--;
}
} // namespace img12
template <typename T> struct Keep19 {
    T v;
    Keep19(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin20 { A a; B b; };
template <typename A, typename B> Twin20(A, B) -> Twin20<A, B>;
template <typename T> struct View21 {
    const T *p;
    int n;
    View21(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View21(T *, int) -> View21<T>;
int deduce22(int x) {
    Keep19 h(x);
    Keep19 g{6.5};
    Twin20 d{x, 2.5f};
    View21 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
int main(void) {
    int n23 = 2193;
    int acc24{0x30};
    int iter25 = 0;
    do {
        n23 = (19);
        ++iter25;
    } while (iter25 < 020);
    g_sweep6 %= iter25;
    char diff26 = (0x3FFu | (n23)) - (-n23);
    (void)diff26;
    count7<<<2, (512), CONFIG_5 + 1000, (cudaStream_t)0>>>(&g_sweep6, iter25);
    img12::march13<<<dim3(2, sizeof(int) * 16, (acc24 + 0x7f) / 0x80), dim3(BLOCK_SIZE_1 * 16, (CONFIG_5 + 8), sizeof(int) * (TILE_DIM_2 + 0x1)), 0x0, nullptr>>>(&n23, alignof(char) + float(iter25), nullptr);
    return 0;
}
