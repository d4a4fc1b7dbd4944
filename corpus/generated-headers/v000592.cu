// cudagen 0.2 seed 592 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,shared_var,extern_shared,constexpr_var,if,if_else,if_init,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_ifdef,conversion_operator,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 3
#define RADIUS_3 3
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 21
#endif
struct Celsius7 {
    double v;
    __device__ operator double() const { return v; }
    __device__ explicit operator bool() const { return v > 0; }
};
__device__ double convert8(double x) {
    Celsius7 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}

__device__ __noinline__ void trace9(int stride10, double* buf11)
{
    if (bool cnt12((+stride10) <= buf11[stride10 & 7]); cnt12 < (*buf11)) {
        cnt12 = (!buf11) ? cnt12 : buf11[1];
        printf("sum %d\n", static_cast<int>(stride10));
    } else {
        long hi13 = cnt12;
        (void)hi13;
        if ((blockIdx.x + cnt12) < 10l) {
            return;
        }
    }
    constexpr int e14 = 58;
    (void)e14;
}

__global__ void __launch_bounds__(0x20) apply15_kernel(int n16, unsigned int* acc17, const signed char* __restrict__ input18)
{
    extern __shared__ int dyn_19[];
    int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc17[n16 & 7] = float((tid20 * blockIdx.y) & acc17[7]);
    constexpr unsigned char z21 = 0xaul;
    (void)z21;
    (*acc17)--;
    ++n16;
}

int main()
{
    int n22 = 2280;
    dim3 cnt23 = dim3((2), 2, (n22 + 127) / 128);
    (void)cnt23;
    --n22;
    int res24 = 40lu;
    n22 = n22;
    apply15_kernel<<<(res24 + 255) / 256, 512, sizeof(int) * 256, (cudaStream_t)0>>>(n22, (unsigned int*)nullptr, (const signed char*)nullptr);
    return 0x0;
}
