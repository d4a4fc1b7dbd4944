// cudagen 0.1 seed 396 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,local_array,const_local,namespace,if,for,switch,switch_fallthrough,goto,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define RADIUS_2 (32)
#define BLOCK_SIZE_3 256
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#ifndef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 21
#endif
#undef RADIUS_2
#define RADIUS_2 12
__device__ __forceinline__ void rank8(unsigned alpha9, const signed char* coef10) {
    __shared__ int sh_11[8];
    float hi12 = threadIdx.z;
    const int z13 = coef10[7] & ((unsigned int)NUM_ITERS_1);
    ++hi12;
    __shared__ unsigned int sh_14[sizeof(float) * 0x8];
}
template <typename T, int N = 5>
__global__ void step15(T* dst16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    rank8(i17, nullptr);
    rank8(36, nullptr);
    __shared__ double sh_18;
    constexpr float mid19 = -2;
    (*dst16) = N;
    rank8(42lu * (*dst16), nullptr);
    dst16[7] = 22.25;
}
namespace kern20 {
constexpr int DEPTH21 = 1 << 0x6;
template <typename T, class U>
__global__ void combine22_kernel(T* __restrict__ acc23, const int* coef24, T* out25, T cfg26) {
    extern __shared__ int dyn_27[];
    unsigned int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int hi29 = ((T)(*out25)) / 8;
    switch (coef24[0]) {
    case 11:
        rank8(*out25, reinterpret_cast<const signed char*>(coef24));
        [[fallthrough]];
    case 5:
        hi29 = (TWICE_PLUS_5(blockDim.x, 49ul) != (-cfg26)) ? tid28 : threadIdx.x;
        [[fallthrough]];
    case 6:
        break;
    case 4:
        break;
    default:
        rank8(blockDim.x, reinterpret_cast<const signed char*>(coef24));
        break;
    }
    const float* v30 = nullptr;
    long acc31 = dyn_27[warpSize];
}
} // namespace kern20
template <typename T>
__global__ void smooth32(T* dst33) {
    int idx34 = threadIdx.x;
    rank8(kern20::DEPTH21, (const signed char*)nullptr);
    __shared__ int sh_35;
    (*dst33) = (18l - ((int)threadIdx.x)) * (sh_35 + kern20::DEPTH21 + kern20::DEPTH21);
    unsigned int f36 = ((BLOCK_SIZE_3));
    if (!(kern20::DEPTH21 <= idx34)) {
        goto done37;
    }
    if (7 >= (f36 << 1))
        return;
done37:;
}
int main(void) {
    int size38 = 1318;
    for (int j39 = size38; j39 > 0; --j39)
        size38 = TWICE_PLUS_5(j39, TWICE_PLUS_5(size38, 49));
    smooth32<unsigned int><<<RADIUS_2 + 4, 4 * 16>>>(nullptr);
    unsigned char m40[3]{0x16, 48, 0xfflu};
    step15<unsigned, (1 << 3)><<<0x100, dim3((size38 + 63) / 64, (size38 + 31) / 32, (size38 + 31) / 32)>>>(nullptr);
    kern20::combine22_kernel<int, long><<<dim3(128, 1 << 6, kern20::DEPTH21 + 448), (TUNE_7 + (NUM_ITERS_1 + (RADIUS_2 + 197)))>>>(&size38, &size38, &size38, size38);
    return 0;
}
