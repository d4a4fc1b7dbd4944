// cudagen 0.2 seed 606 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,nested_block,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_ifdef,runtime_api
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>
#include <cub/block/block_reduce.cuh>

#define TILE_DIM_1 128
#define BLOCK_SIZE_2 8
#define HALF_3(x) ((x) / 2)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 32
#endif

__global__ void march6_kernel(int n7, int n8, const int *src9, char *buf10) {
    unsigned long long z11 = buf10[0x6];
    z11 = src9[threadIdx.z & 7];
    if (z11 >= (n7 ^ 59)) {
        return;
    }
}
enum class Axis12 { Red13, Green14, Fast15, Idle16 };

__global__ void lerp17_kernel(float b18, int n19) {
    extern __shared__ unsigned short dyn_20[];
    {
        float acc21 = warpSize;
        (void)acc21;
        Axis12 v22 = Axis12::Green14;
        (void)v22;
    }
    Axis12 x23 = Axis12::Idle16;
    (void)x23;
}

unsigned char check_pivot24(int stride25, const float *src26, long long q27) {
    Axis12 res28 = Axis12::Green14;
    (void)res28;
    int z29 = (32 - (q27 + q27)) * (35L + src26[4] + HALF_3(stride25));
    lerp17_kernel<<<dim3((4), 0x2 * (TUNE_5 + 1)), dim3((z29 + 31) / 32, (z29 + 127) / 0x80)>>>(BLOCK_SIZE_2, (q27 & 57));
    return z29 + (62 - (*src26));
}

int main() {
    int count30 = 1212;
    int device31 = 0;
    cudaGetDevice(&device31);
    cudaDeviceProp prop32;
    cudaGetDeviceProperties(&prop32, device31);
    int sms33 = prop32.multiProcessorCount + prop32.warpSize;
    (void)sms33;
    if (count30 >= (count30 - 35)) {
        return 17;
    }
    int m34 = count30;
    m34 = count30;
    count30++;
    march6_kernel<<<(count30 + 127) / 128, 512>>>(sizeof(long) + (m34 ^ 3), HALF_3(m34 + 1390), nullptr, static_cast<char*>(nullptr));
    return 0;
}
