// cudagen 0.2 seed 936 valid headers
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,if,for,switch,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_undef,if_constexpr,type_traits,runtime_api,hdr_cmath,hdr_type_traits,hdr_cooperative_groups,hdr_cuda_std
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 32
#define BLOCK_SIZE_2 32
#define CHUNK_3 256
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#undef CHUNK_3
#define CHUNK_3 12
template <class T, int N = 8>
__global__ void stencil5(const T* in6, float cfg7, int* __restrict__ data8, const T* in9)
{
    extern __shared__ long dyn_10[];
    double acc11 = 46;
    (void)acc11;
    cuda::std::array<int, 4> lanes12{};
    lanes12[0] = 14;
    int total13 = lanes12[0] + static_cast<int>(lanes12.size()) + cuda::std::plus<int>()(lanes12[1], 1);
    (void)total13;
}
static __global__ void score14_kernel(int* data15, int* out16, int n17, const size_t* input18)
{
    if ((data15[1] - (n17 - input18[1])) >= ceilf(9.125F)) {
        sqrtf(*data15);
    }
    int sum19 = out16[n17];
    (void)sum19;
}
__global__ void groupSum20(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 2; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}
template <typename T>
int classify21(T v) {
    if constexpr (std::is_floating_point<T>::value) {
        return static_cast<int>(v * 3);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <class T, class U>
__global__ void fold22(U* dst23, float* buf24, double* dst25, int len26)
{
    for (int i27 = 0; i27 < len26; i27++) {
        (*dst23) = BLOCK_SIZE_2;
        dst23[i27] = (len26 * i27) + sqrtf(fminf(*buf24, 19.875F));
    }
    floorf(fabsf(CHUNK_3));
    switch (len26) {
    case 2:
        sinf(static_cast<U>(*dst23));
        if (len26 - 0x31lu) {
            return;
        }
        break;
    case (0x1):
        break;
    }
}
int main()
{
    int size28 = 3900;
    cudaStream_t stream29;
    cudaStreamCreate(&stream29);
    cudaStreamSynchronize(stream29);
    score14_kernel<<<dim3(8), dim3((size28 + 31) / 0x20, (size28 + 31) / 0x20, (size28 + 63) / 64), 256>>>(&size28, &size28, (1662) - ceilf(size28), nullptr);
    size28 = -(12 * sinf(BLOCK_SIZE_2));
    size28 = fabsf(ADD3_4(size28, size28, size28) + ADD3_4(size28, size28, size28));
    stencil5<<<sizeof(unsigned int) * 128, (BLOCK_SIZE_1 + BLOCK_SIZE_1), 0>>>((const unsigned*)nullptr, 1.5F, &size28, static_cast<const unsigned*>(nullptr));
    groupSum20<<<dim3((CHUNK_3 + 116), (size28 + 31) / 32), dim3((size28 + 127) / 128, 128)>>>(&size28, ADD3_4(size28 * 44, floorf(size28), 0x39));
    fold22<double, double><<<dim3(sizeof(float) * 32), dim3(sizeof(unsigned int) * 4, sizeof(int) * 128)>>>(nullptr, nullptr, (double*)nullptr, CHUNK_3);
    return 0;
}
