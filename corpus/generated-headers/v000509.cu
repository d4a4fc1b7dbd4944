// cudagen 0.2 seed 509 valid headers
// features: kernel,maxnreg,launch,device_function,device_forceinline,device_template_function,main,shared_var,shared_2d,static_shared,constexpr_var,auto_var,if,switch,switch_fallthrough,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,local_class,nttp_dependent_type,enable_if,sfinae,runtime_api,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <tuple>

#define BLOCK_SIZE_1 3
#define BLOCK_SIZE_2 (16)
#define CHUNK_3 8
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_7(a, b) a##b

#ifdef USE_FAST_PATH_8
#define TUNE_9 15
#else
#define TUNE_9 34
#endif

#if (TUNE_9 * 2) >= 51 && TUNE_9 != 0
#define CONFIG_10 2
#else
#define CONFIG_10 20
#endif
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
__device__ int narrow11(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
__device__ int narrow11(T v) { return static_cast<int>(v) + 2; }

template <typename T>
__device__ __forceinline__ T pivot12(T* dst13)
{
    static __shared__ float sh_14[32];
    --sh_14[0];
    int lo15 = -MIN2_5(sh_14[31], BLOCK_SIZE_2 * sh_14[0]);
    lo15 = 2456;
    return lo15 + sizeof(float);
}

__global__ void __maxnreg__(128) tally16_kernel(int n17, unsigned long p18, int* dst19)
{
    switch (*dst19) {
    case 4: {
        auto m20 = p18;
        (void)m20;
        break;
    }
    case 6: {
        __shared__ short sh_21[(64)];
        (void)sh_21;
        [[fallthrough]];
    }
    case CHUNK_3: {
        __shared__ float sh_22[14][11];
        struct Local23 {
            int s;
            __host__ __device__ int add(int v) { s += v; return s; }
        };
        Local23 flag24{3};
        int k25 = flag24.add(sh_22[8][4]);
        (void)k25;
        break;
    }
    default: {
        unsigned int y26 = (n17 % ((unsigned int)40lu)) % n17;
        (void)y26;
        break;
    }
    }
}

int main(void)
{
    int len27 = 2522;
    int device28 = 0;
    cudaGetDevice(&device28);
    cudaDeviceProp prop29;
    cudaGetDeviceProperties(&prop29, device28);
    int sms30 = prop29.multiProcessorCount + prop29.warpSize;
    switch (CAT_7(len, 27) | 1257) {
    case BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 1):
        sms30++;
        break;
    case 3:
        break;
    case 8:
        break;
    }
    tally16_kernel<<<(len27 + 127) / 128, BLOCK_SIZE_2 + (TUNE_9 + 14)>>>(MIN2_4(len27, 1ull), 3126, nullptr);
    cudaEvent_t start31, stop32;
    cudaEventCreate(&start31);
    cudaEventCreate(&stop32);
    cudaEventRecord(start31);
    cudaEventRecord(stop32);
    cudaEventSynchronize(stop32);
    float ms33 = 0.0f;
    cudaEventElapsedTime(&ms33, start31, stop32);
    cudaEventDestroy(start31);
    cudaEventDestroy(stop32);
    if ((CAT_7(len, 27) | len27) <= len27) {
        return len27 % (sms30 + 30);
    }
    return 0;
}
