// cudagen 0.1 seed 849 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum_class,namespace,anon_namespace,if,if_else,for,pragma_unroll,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
enum class State2 { Slow3, Busy4 = 2, Slow5 };

__global__ void __maxnreg__(32) gather6_kernel(const int* input7)
{
    double acc8 = 35ULL;
    if ((*input7) >= HALF_1(acc8)) {
        int q9[6]{17ul, 6ul, int(acc8), 2455, 1131, static_cast<int>(sizeof(int))};
    }
    ++acc8;
    acc8--;
    acc8 += (616U) - input7[6];
    int v10[8] = {};
}

namespace {
__global__ void __launch_bounds__(64) fuse11(const float* coef12, int stride13, int* __restrict__ acc14, unsigned int cfg15)
{
    extern __shared__ int dyn_16[];
    int diff17 = -39;
    stride13 += dyn_16[0];
    if (stride13 * 34U)
        return;
}
} // namespace
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_18(map_sift19, unsigned int)

static __global__ void rank20(unsigned a21, const int* __restrict__ src22)
{
    #pragma unroll
    for (int i23 = 0, j24 = 5; i23 < j24; (++i23, (--j24))) {
        if (src22 != nullptr)
            break;
        int lim25[2] = {56L};
    }
}
// Returns the accumulated value.

void check_pack26(const float* src27, int n28, int lane29)
{
    lane29 = (*src27) * 0x15ULL;
    n28 = -4;
    State2 m30 = State2::Busy4;
}

__global__ void __maxnreg__(128) clamp31_kernel(unsigned long long p32, signed char* out33, const float* __restrict__ input34, const double* coef35)
{
    p32++;
    (*out33) *= +(35 + ((*out33) ^ out33[p32]));
    out33[p32 & 7] |= p32;
    constexpr float diff36 = 6.625f;
    constexpr float tmp37 = -26LL;
    p32 &= int(18u | (*out33)) << p32;
}

__global__ void sweep38(int len39, int* out40, unsigned* out41)
{
    extern __shared__ unsigned int dyn_42[];
    double cnt43[3] = {};
    out41[5] |= 62l >> dyn_42[len39];
    len39 <<= len39;
}

namespace impl44 {
constexpr int STEPS45 = (4);
} // namespace impl44

__global__ void __launch_bounds__(64) pivot46_kernel(State2 beta47)
{
    if (true) {
        float x48[7] = {-6.875f, 44U, float(impl44::STEPS45), static_cast<float>(0x22), 10.0f, 23.25f, 5.75f};
        long w49 = impl44::STEPS45;
        ++w49;
    } else {
    }
}
enum class Kind50 : short { Off51, Blue52, Red53 = 4, High54 };

int main()
{
    int n55 = 3967;
    auto mid56 = (816u & n55) * impl44::STEPS45;
    if (31 > mid56)
        return mid56;
    if (impl44::STEPS45 == mid56) {
        if (n55 >= '0')
            return 4320lu;
    }
    n55 = impl44::STEPS45;
    gather6_kernel<<<impl44::STEPS45 + (impl44::STEPS45 + (impl44::STEPS45 + 116)), (impl44::STEPS45 + (impl44::STEPS45 + (impl44::STEPS45 + 244))), sizeof(float) * 256>>>((const int*)nullptr);
    fuse11<<<(n55 + 127) / 128, 256, 0>>>(nullptr, HALF_1(n55) / mid56, (int*)nullptr, 42);
    map_sift19<<<(impl44::STEPS45 + (impl44::STEPS45 + 8)) * (impl44::STEPS45 + 0x4), (impl44::STEPS45 + (impl44::STEPS45 + (impl44::STEPS45 + 4))) * (impl44::STEPS45 + 4)>>>(nullptr, HALF_1(n55 | 0x48l));
    return 0;
}
