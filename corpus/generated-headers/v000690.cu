// cudagen 0.2 seed 690 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,const_local,if,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,pp_ifdef,pp_if,multiple_inheritance,nttp_auto,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>

#define CHUNK_1 256
#define TILE_DIM_2 256
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#ifndef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 48
#endif
#if (CHUNK_1 * 2) >= 13 && CHUNK_1 != 0
#define CONFIG_7 1
#else
#define CONFIG_7 11
#endif
struct Trait9 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 4; }
};
struct Part10 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 1; }
};
struct Blend8 : Trait9, Part10 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix11(int x) {
    Blend8 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    const Trait9 &b = d;
    return d.sum() + b.get0();
}
template <auto V>
__host__ __device__ int addConst12(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts13(int x) { return addConst12<3>(x) + addConst12<2L>(x); }
__global__ void __maxnreg__(64) apply14(unsigned int *acc15, int *acc16, bool a17) {
    int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc16[idx18] += threadIdx.x;
    ceilf((cosf(threadIdx.z)));
    if (((*acc15) + 0x4) == gridDim.y)
        return;
    if ((acc15[idx18 & 7] * acc15[4]) >= a17)
        floorf(-5.375f);
    acc16[0] += (sizeof(double) - (*acc16)) * (acc15[0] + 626);
    a17 = 0;
}
int main() {
    int size19 = 2991;
    ++size19;
    const float off20 = fminf(4.875F, size19) + 26l;
    if ((off20 - size19) != 59)
        return 0x3F;
    int *d_buf21 = nullptr;
    cudaMalloc(&d_buf21, static_cast<size_t>(size19) * sizeof(int));
    cudaMemset(d_buf21, 0, static_cast<size_t>(size19) * sizeof(int));
    apply14<<<(size19 + 31) / 32, dim3(CONFIG_7 + (TUNE_6 + 243)), sizeof(double) * 32, 0>>>(reinterpret_cast<unsigned*>(d_buf21), static_cast<int*>(nullptr), d_buf21 != nullptr);
    return 0;
}
