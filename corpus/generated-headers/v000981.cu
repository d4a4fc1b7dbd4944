// cudagen 0.2 seed 981 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,shared_var,extern_shared,for,bitwise,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_paste,macro_statement,pp_ifdef,structured_binding,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cooperative_groups.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 17
#endif
struct Parts5 {
    int first;
    int second;
};
__host__ __device__ Parts5 make6(int x) { return Parts5{x, x}; }
__host__ __device__ int unpack7(int x) {
    auto [a, b] = make6(x);
    int arr[3] = {x, 1, 2};
    auto &[p, q, r] = arr;
    Parts5 v{x, x};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

static __global__ void probe8(const char *src9, unsigned int *dst10)
{
    extern __shared__ double dyn_11[];
    unsigned int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int lo13 = (gid12 >> gid12) + (*dst10) + dyn_11[6];
    for (int n14 = 0; n14 < 10; n14 += 3) {
        lo13 = '\'';
    }
    dst10[lo13 & 0x7] = gid12 + 0x10lu;
    double flag15(dst10[gid12]);
    (void)flag15;
}

float host_filter16(size_t alpha17 = 49)
{
    int q18 = 64;
    dim3 idx19 = dim3(0x1 << 0x6);
    (void)idx19;
    float acc20(16.75f);
    (void)acc20;
    return (0x7 | CAT_2(q, 18)) + alpha17 + ((6 - q18) * (CAT_2(q, 18)));
}

int main()
{
    int n21 = 3024;
    n21++;
    cudaError_t err22 = cudaDeviceSynchronize();
    int ok23 = err22 == cudaSuccess ? 1 : 0;
    ok23--;
    probe8<<<dim3(16, 4 * 2), (32), 1 << 0xc>>>((const char*)nullptr, static_cast<unsigned int*>(nullptr));
    return 0;
}
