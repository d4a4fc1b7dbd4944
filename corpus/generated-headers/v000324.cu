// cudagen 0.2 seed 324 valid headers
// features: launch,launch_dim3,host_function,main,local_array,compound_assign,shift,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,cast_c,cast_static,macro_function,macro_paste,macro_statement,pp_ifdef,exceptions,runtime_api,hdr_cmath,hdr_cub
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <cub/block/block_reduce.cuh>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 29
#endif
__global__ void blockTotal8(const int *in, int *out) {
    using Reduce = cub::BlockReduce<int, 64>;
    __shared__ typename Reduce::TempStorage storage;
    int v = in[threadIdx.x];
    int total = Reduce(storage).Sum(v);
    if (threadIdx.x == 0) {
        out[blockIdx.x] = total;
    }
}

float step9(int stride10)
{
    stride10 <<= CAT_5(stride, 10);
    dim3 q11(2, 8, (stride10 + 127) / 128);
    (void)q11;
    double sum12 = 7.5;
    int device13 = 0;
    cudaGetDevice(&device13);
    cudaDeviceProp prop14;
    cudaGetDeviceProperties(&prop14, device13);
    int sms15 = prop14.multiProcessorCount + prop14.warpSize;
    return fmaxf(28, ADD3_1(stride10, (static_cast<int>(sum12)), sms15));
}

int main()
{
    int size16 = 2968;
    try {
        signed char s17[8]{36u, 9, 9, 7u, static_cast<signed char>(127), 37, static_cast<signed char>(size16), static_cast<signed char>('A')};
        s17[7] = sinf((long long)48);
        if (size16 > 25) {
            throw 25;
        }
    } catch (...) {
    }
    blockTotal8<<<dim3(4, (16)), dim3((1), 1 << 9, (size16 + 31) / 32)>>>(&size16, &size16);
    return 0;
}
