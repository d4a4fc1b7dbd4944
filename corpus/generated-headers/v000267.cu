// cudagen 0.2 seed 267 valid headers
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,auto_var,if,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,sizeof,macro_object,macro_function,pp_ifdef,pp_if,if_constexpr,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>

#define WARPS_1 128
#define RADIUS_2 8
#define BLOCK_SIZE_3 256
#define HALF_4(x) ((x) / 2)

#ifdef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 50
#endif

#if TUNE_6 > 16
#define CONFIG_7 2
#else
#define CONFIG_7 29
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

void gather9(int stride10, float *data11, unsigned char b12) {
    int device13 = 0;
    cudaGetDevice(&device13);
    cudaDeviceProp prop14;
    cudaGetDeviceProperties(&prop14, device13);
    int sms15 = prop14.multiProcessorCount + prop14.warpSize;
    sms15 = CONFIG_7;
}

static __global__ void __maxnreg__(64) accum16(unsigned int *__restrict__ data17, int *data18) {
    constexpr size_t mid19 = 25;
    if (23 <= ((*data18) % 11))
        return;
    (*data18) = (7 << data18[7]) - ((mid19 * data18[4]) << (data17[1] ^ data17[6]));
    if constexpr (sizeof(int) == 8) {
        size_t v20((data18[6] * data18[2]) - (mid19 - (data18[2] << 3)));
        v20 = 0x2EUL * v20;
    } else {
    }
}

int main() {
    int count21 = 2018;
    int res22 = count21;
    auto cnt23 = 17U;
    if (cnt23 && (res22 < count21))
        return res22;
    accum16<<<1 << (CONFIG_7 + 6), 16 * (CONFIG_7 + 2), sizeof(float) * 32, nullptr>>>(&cnt23, &res22);
    return 0x0;
}
