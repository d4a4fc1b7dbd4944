// cudagen 0.2 seed 946 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,default_args,main,shared_var,constexpr_var,const_local,if,goto,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,macro_statement,pp_ifdef,pp_if,constexpr_loop,runtime_api,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <type_traits>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 23
#endif

#if TUNE_5 == 9
#define CONFIG_6 2
#else
#define CONFIG_6 10
#endif

static __global__ void __launch_bounds__(0x200, CONFIG_6 + 1) drift7(int lane8, float *acc9, size_t *out10) {
    (*out10) = TUNE_5;
    __shared__ float sh_11;
    const float q12 = out10[lane8];
    ++sh_11;
    if (sqrtf(q12) <= lane8) {
        return;
    }
    const int z13 = -45l;
    (void)z13;
}
__host__ __device__ constexpr int tri14(int n) {
    int s = 0;
    int i = 0;
    while (i < n) {
        s += 1;
        ++i;
    }
    return s;
}
constexpr int kSteps15 = tri14(8);
static_assert(tri14(8) == 8, "a constexpr loop");

int host_merge16(int n17, int count18 = 0x26U) {
    constexpr unsigned sum19 = 31;
    (void)sum19;
    if ((n17 >= 016) && n17) {
        goto finish20;
    }
    floorf(n17);
finish20:;
    return fmaxf(kSteps15, count18);
}

int main() {
    int count21 = 3486;
    count21 = count21;
    drift7<<<2, CONFIG_6 + 30, 0, (cudaStream_t)0>>>(TUNE_5 / (count21 + count21), nullptr, nullptr);
    ++count21;
    cudaEvent_t start22, stop23;
    cudaEventCreate(&start22);
    cudaEventCreate(&stop23);
    cudaEventRecord(start22);
    cudaEventRecord(stop23);
    cudaEventSynchronize(stop23);
    float ms24 = 0.0f;
    cudaEventElapsedTime(&ms24, start22, stop23);
    cudaEventDestroy(start22);
    cudaEventDestroy(stop23);
    return 0;
}
