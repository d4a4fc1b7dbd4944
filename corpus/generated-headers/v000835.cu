// cudagen 0.2 seed 835 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,ternary,compound_assign,bitwise,comparison,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,alignof,macro_object,macro_statement,pp_if,pp_undef,sfinae,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>

#define CHUNK_1 4
#define BLOCK_SIZE_2 (5)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if BLOCK_SIZE_2 == 5
#define CONFIG_4 5
#else
#define CONFIG_4 25
#endif
#undef CHUNK_1
#define CHUNK_1 12

template <typename T>
__global__ void __maxnreg__(32) grow5_kernel(const T* src6, float cfg7, int n8)
{
    extern __shared__ double dyn_9[];
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i10;
    double lim11(10.5f);
    (void)lim11;
    long z12 = alignof(double) - (n8 % (n8 + 8));
    T z13 = sinf(CHUNK_1);
    (void)z13;
    z12 -= 0x3aUL % (n8 * CHUNK_1 * (z12 + n8));
}
struct Sized14 { __host__ __device__ int size() const { return 16; } };
template <typename T> __host__ __device__ auto sizeOf15(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf15(const T &, long) { return 1; }
__host__ __device__ int probe16(int x) {
    Sized14 s{};
    return sizeOf15(s, 0) + sizeOf15(x, 0);
}

int main()
{
    int size17 = 1884;
    size17 -= -((59 < size17) ? (CONFIG_4 | size17) : ((size17 <= size17) ? BLOCK_SIZE_2 : size17));
    fabsf(size17);
    size17 %= 6;
    grow5_kernel<int><<<4, BLOCK_SIZE_2 + (CHUNK_1 + 239)>>>(&size17, (ceilf(size17)), size17);
    return 0;
}
