// cudagen 0.1 seed 223 invalid:scoped_enum_conversion
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,default_args,main,device_array,shared_var,extern_shared,constexpr_var,typedef,namespace,nested_namespace,if,switch,nested_block,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
/* Returns the accumulated value. */
__global__ void __launch_bounds__(0x20) grow3(const float* coef4, long q5, float b6)
{
    extern __shared__ float dyn_7[];
    q5 = q5;
    b6 /= 19.625f;
    float h8 = 20.125f;
}
constexpr long RADIUS9 = 2;
__global__ void update10_kernel(int stride11)
{
    stride11--;
    --stride11;
}
typedef double real12_t;
__global__ void count13_kernel(const float* coef14)
{
    if (coef14[0x7] > 0b110110) {
        return;
    }
    long s15 = 0x35;
    if (!coef14) {
        unsigned long long mid16 = 27l;
    }
    unsigned int lo17 = *coef14;
}
__device__ unsigned long long d_bump18[8] = {29, 3, 36};
__global__ void __launch_bounds__(32) gather19_kernel(int len20, int len21, const int* __restrict__ input22, const float* __restrict__ src23)
{
    len21 ^= ((81U + len21) * d_bump18[len20 & 7]) | static_cast<unsigned>(6 * len20);
    len20 |= 21;
    size_t cnt24 = RADIUS9 - ((-(*input22)) - 37lu);
    len20 = *src23;
    len20++;
}
__global__ void __launch_bounds__(256, RADIUS9) stencil25_kernel(int len26, int* __restrict__ acc27, const size_t* in28)
{
    switch ((acc27[1])) {
    case (RADIUS9 + (RADIUS9 + 4)):
        --len26;
        (*acc27) |= in28[0x0];
        break;
    case (RADIUS9 + 0x1) * (RADIUS9 + 1):
        acc27[0b10] = ((*in28) - (d_bump18[7] - (*in28))) - ((49 * d_bump18[len26]) + RADIUS9);
        if (2 < ((*acc27) += 60L, ' ')) {
            return;
        }
        break;
    case 7: {
        unsigned int k29 = len26 + acc27[2];
        break;
    }
    case RADIUS9 * RADIUS9:
        break;
    default:
        break;
    }
}
namespace math30::sub31 {
int host_score32(int lane33, int n34, unsigned long beta35 = 0x13)
{
    gather19_kernel<<<RADIUS9 + (RADIUS9 + (RADIUS9 + 58)), (0x80), 0>>>(lane33, n34, &n34, nullptr);
    if (beta35 == 0x19) {
        constexpr size_t h36 = 0xE19;
        float base37 = RADIUS9;
        count13_kernel<<<(RADIUS9 + 0x3e) * RADIUS9, 0x40, sizeof(double) * 32, nullptr>>>(nullptr);
    }
    n34 = (0x112d + (lane33 - beta35)) * n34;
    const char* off38 = "tile";
    return ((beta35 - 50) % (6 + off38[1])) - (RADIUS9 + off38[1]);
}
static __global__ void shade39_kernel(int* __restrict__ dst40, int n41, const float* input42, char* __restrict__ out43)
{
    out43[5]--;
    bool val44 = d_bump18[4] / (input42[n41 & 0x7] * true);
    constexpr float flag45 = 14.125f;
}
} // namespace math30::sub31
enum class Mode48 { Off, On };
int main()
{
    int size46 = 512;
    int mode_value49 = Mode48::On;
    {
        update10_kernel<<<1, 512, 0x0, nullptr>>>(RADIUS9 & size46);
        stencil25_kernel<<<(size46 + 0x3f) / 64, 512>>>(0b100011 * (size46 += size46, 0x3D), nullptr, (const unsigned long*)nullptr);
    }
    if ((size46 | 'z') >= 32UL) {
        return size46 % 9;
    }
    unsigned char lim47 = -(size46 += RADIUS9, RADIUS9);
    grow3<<<32, 0x20 * 8, sizeof(float) * 0x100>>>(nullptr, lim47, math30::sub31::host_score32(RADIUS9 + lim47, math30::sub31::host_score32(35, size46, 10l)));
    math30::sub31::shade39_kernel<<<(1), 0x200, RADIUS9 + (RADIUS9 + 252), 0>>>(&size46, math30::sub31::host_score32(63ul, math30::sub31::host_score32(0b100000ul, RADIUS9, lim47)), nullptr, static_cast<char*>(nullptr));
    return 0;
}
