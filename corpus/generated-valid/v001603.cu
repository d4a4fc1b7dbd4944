// cudagen 0.1 seed 1603 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,main,shared_var,extern_shared,host_global,constexpr_var,struct,namespace,if,for,goto,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,macro_object,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 5
#ifndef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 28
#endif
#undef WARPS_1
#define WARPS_1 48
static constexpr int DEPTH4 = 0x20;
struct Acc5 {
    float weight6;
    int val7;
    int sum8;
    int id9;
};
// Returns the accumulated value.
__global__ void split10_kernel(float *acc11) {
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc11[blockDim.x]--;
    (*acc11) = blockDim.z;
    if ((gid12 << 7) >= 16)
        return;
}
// Returns the accumulated value.
__global__ void smooth13(double *data14, float *acc15, int stride16, float *data17) {
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i18 <= blockDim.x) {
        goto out19;
    }
    if (i18 >= stride16)
        return;
    (data17[stride16]--, ((*acc15) = 16.625f));
    stride16 |= static_cast<long>((*data17) + acc15[threadIdx.y]);
out19:;
}
// NOTE: keep in sync with the host reference.
static __device__ double pivot20(int *dst21, const float *coef22) {
    ++dst21[6];
    float sum23 = 0x1115 - (*dst21);
    int t24 = threadIdx.x * DEPTH4;
    Acc5 hi25{12.25f, 4, t24, t24};
    return 0x36;
}
namespace detail26 {
__global__ void __maxnreg__(32) sweep27(Acc5 cfg28, const short *input29, const int *in30) {
    extern __shared__ float dyn_31[];
    int idx32 = threadIdx.x;
    if (in30[idx32] + cfg28.sum8)
        return;
    int cnt33 = input29[7];
    double hi34 = pivot20(nullptr, dyn_31) + static_cast<unsigned>(pivot20(const_cast<int*>(in30), nullptr));
    int *prod35 = const_cast<int*>(in30);
    cnt33 = DEPTH4;
    if ((prod35[threadIdx.x] << cfg28.id9) != hi34)
        return;
    hi34 -= pivot20(prod35 + 0x1, dyn_31);
}
float g_warp36 = -10.875F;
constexpr int LANES37 = 7;
} // namespace detail26
static __device__ long step38(int n39) {
    n39 = static_cast<float>((detail26::LANES37 < warpSize) ? DEPTH4 : TUNE_3) + ((n39 ? DEPTH4 : DEPTH4) - ((blockDim.x > n39) ? DEPTH4 : 21));
    constexpr unsigned int hi40 = 0b100000;
    return pivot20(static_cast<int*>(nullptr), nullptr);
}
__global__ void __launch_bounds__(1 << (detail26::LANES37 + 1)) clamp41(int lane42, int n43, float b44) {
    lane42 /= 38;
    b44 = ((blockDim.x << detail26::LANES37) - (19.5F + threadIdx.x));
    {
        for (int j45 = 6; j45 > 0; --j45)
            b44 /= (' ' - threadIdx.x) + (1.5f - n43) + blockIdx.y;
        n43 -= (0b100010) * b44;
    }
    b44 += step38(detail26::LANES37 + gridDim.y) * (step38(threadIdx.z) << (38 * lane42));
}
int main() {
    int count46 = 2496;
    detail26::sweep27<<<1 << (detail26::LANES37 + 2), 1 << 0x5>>>(Acc5{0x14LL, 27, 9, int(DEPTH4)}, nullptr, nullptr);
    ++detail26::g_warp36;
    split10_kernel<<<detail26::LANES37 + (TUNE_3 + 2), 64>>>((float*)nullptr);
    smooth13<<<DEPTH4 + (detail26::LANES37 + (TUNE_3 + (detail26::LANES37 + (detail26::LANES37 + 0x4)))), DEPTH4 + (WARPS_1 + (DEPTH4 + (detail26::LANES37 + 0x9))), 1024, 0>>>((double*)nullptr, nullptr, DEPTH4 * detail26::g_warp36 * 63L, static_cast<float*>(nullptr));
    clamp41<<<(count46 + 255) / 256, 1 << 0x6>>>(WARPS_1 * detail26::g_warp36, detail26::LANES37, DEPTH4);
    return 0;
}
