// cudagen 0.2 seed 29 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,const_local,if,if_else,ternary,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,pp_if,nttp_auto,partial_specialization,sfinae,runtime_api,hdr_vector
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <utility>

#define CHUNK_1 5
#define LOW_BITS_2(x) ((x) & 0xF)

#ifndef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 25
#endif
#if (TUNE_4 * 2) >= 1 && TUNE_4 != 0
#define CONFIG_5 3
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 22
#endif
struct Sized6 { __device__ int size() const { return 5; } };
template <typename T> __device__ auto sizeOf7(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __device__ int sizeOf7(const T &, long) { return 1; }
template <typename...> struct MakeVoid8 { using type = void; };
template <typename T, typename = void> struct HasSize9 { static constexpr int value = 0; };
template <typename T> struct HasSize9<T, typename MakeVoid8<decltype(T().size())>::type> { static constexpr int value = 1; };
__device__ int probe10(int x) {
    Sized6 s{};
    return sizeOf7(s, 0) + sizeOf7(x, 0) + HasSize9<Sized6>::value + HasSize9<int>::value;
}
template <auto V>
__host__ __device__ int addConst11(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts12(int x) { return addConst11<3>(x) + addConst11<'a'>(x) + addConst11<7u>(x) + addConst11<2L>(x); }

__global__ void __launch_bounds__(512) trace13(unsigned int* buf14)
{
    int tid15 = threadIdx.x;
    if (threadIdx.x) {
        constexpr unsigned int acc16 = 1 << 1;
        (void)acc16;
        if (036 != gridDim.z) {
            if ((((*buf14) > 10UL) ? (blockIdx.x / 41) : 0100L) <= LOW_BITS_2(tid15)) {
                int diff17 = ((+(tid15 << blockDim.z)) >= (tid15 >> buf14[6])) ? ((int)((int)tid15)) : CHUNK_1;
                (void)diff17;
                (*buf14) = CONFIG_5;
            }
        } else {
            int lo18[3] = {};
            (void)lo18;
        }
    }
}

float check_merge19(unsigned char* __restrict__ out20, int len21)
{
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
    int device25 = 0;
    cudaGetDevice(&device25);
    cudaDeviceProp prop26;
    cudaGetDeviceProperties(&prop26, device25);
    int sms27 = prop26.multiProcessorCount + prop26.warpSize;
    out20[1] = (+ms24);
    std::vector<float> vec28(static_cast<size_t>(sms27) % 64 + 1);
    vec28.push_back(static_cast<float>(1));
    vec28[0] = static_cast<float>(sms27);
    float *ptr29 = vec28.data();
    int count30 = static_cast<int>(vec28.size());
    (void)ptr29;
    (void)count30;
    dim3 prod31 = dim3(1 << (CHUNK_1 + 4));
    (void)prod31;
    return 7.5F;
}

int main()
{
    int count32 = 855;
    if ((CONFIG_5 ^ count32) == (count32 - 983)) {
        const float v33 = -count32;
        (void)v33;
        trace13<<<(count32 + 127) / 128, 0b100000, sizeof(int) * 256, 0>>>((unsigned int*)nullptr);
    }
    cudaStream_t diff34 = 0;
    (void)diff34;
    cudaError_t err35 = cudaGetLastError();
    int ok36 = err35 == cudaSuccess ? 1 : 0;
    (void)ok36;
    return 0;
}
