// cudagen 0.1 seed 851 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,device_template_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,auto_var,struct,if,for,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 32
#endif

#if TUNE_4 > 96
#define CONFIG_5 6
#else
#define CONFIG_5 10
#endif
const char *g_bump6 = "ok";

struct Acc7 {
    double weight8;
    float mass9;
    float hi10;
};

template <typename T>
__device__ __noinline__ T clamp11(const T *coef12)
{
    int k13 = coef12[3];
    Acc7 w14 = Acc7{0, 7.375F, -17.125f};
    if ((CAT_2(k, 13) != w14.hi10) || (w14.hi10 > TUNE_4)) {
        goto finish15;
    }
    w14 = Acc7{20.375, 2.0F, 24.125f};
finish15:;
    return 30lu;
}

__global__ void bias16(int len17, size_t *buf18, int len19, int count20)
{
    extern __shared__ int dyn_21[];
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i22 >= count20) {
        return;
    }
    count20 = (CONFIG_5) & (buf18[len19] += 3915, dyn_21[blockDim.z & 7]);
    for (int it23 = 0; it23 < len17; it23++) {
        for (int n24 = 0, j25 = i22; n24 < j25; (++n24, (--j25))) {
            len17 += (TUNE_4);
        }
        if (buf18 == nullptr) {
            return;
        }
    }
}

__global__ void clamp26(long long *buf27)
{
    extern __shared__ double dyn_28[];
    unsigned int gid29 = threadIdx.x;
    (*buf27) = buf27[1];
    auto mid30 = double((gid29 - 0xa31) ^ 0x1D);
    unsigned long sum31{0x562};
    if ((sum31 * 31L) != gid29) {
        return;
    }
    if ((CAT_2(mid, 30) / buf27[5]) > gid29) {
        return;
    }
    sum31 *= gid29;
}
/* NOTE: keep in sync with the host reference. */

__global__ void tile32_kernel(unsigned beta33, float *buf34)
{
    unsigned gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (buf34[gid35 & 0x7] > 9) {
        return;
    }
    long long diff36[4] = {static_cast<long long>(blockDim.x), 57U};
}

int main()
{
    int size37 = 1412;
    ++size37;
    ++size37;
    double m38[7]{3.125, static_cast<double>(size37), 0x1p0, -49, 0x40, static_cast<double>(0x1B), static_cast<double>(CONFIG_5)};
    bias16<<<(size37 + 31) / 32, 16 * 4>>>(g_bump6[0x0], nullptr, (long)19, size37);
    clamp26<<<dim3((size37 + 255) / 0x100, (size37 + 0xFF) / 256, (size37 + 127) / 0b10000000), dim3(1, 1), CONFIG_5 + (CONFIG_5 + 236)>>>(nullptr);
    tile32_kernel<<<(size37 + 0b111111) / 64, dim3((size37 + 31) / 32, (0x100)), 0>>>(size37, nullptr);
    return 0;
}
