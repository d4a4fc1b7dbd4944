// cudagen 0.1 seed 1105 valid
// features: kernel,kernel_static,launch,device_function,host_device_function,host_function,constexpr_function,main,device_var,constexpr_var,auto_var,static_local,typedef,using_alias,namespace,anon_namespace,if,if_else,if_init,for,while,static_assert,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

constexpr __device__ __host__ int step2(int stride3)
{
    stride3 = -0x3eLL;
    stride3 = (CAT_1(stride, 3));
    return 8;
}

__host__ __device__ int split4(unsigned beta5, float cfg6, int n7)
{
    if (cfg6 <= (beta5 - 14l)) {
        return step2(CAT_1(beta, 5));
    }
    for (int j8 = n7; j8 > 0; --j8) {
        int pass9 = 0;
        while (pass9 < 0x8) {
            beta5 = 2L;
            static_assert(11 > 10);
            ++pass9;
        }
    }
    return -step2(beta5 | 39);
}
constexpr int WIDTH10 = (2);

namespace {
static __global__ void reduce11(int count12, bool q13, const unsigned long* in14)
{
    if (q13) {
        for (int i15 = 0; i15 < (WIDTH10 + WIDTH10); i15++) {
            if (float u16 = step2(*in14); !(!(in14[count12] < 11))) {
                unsigned int t17 = split4(41, count12, (in14[0x1])) + (i15);
                count12 = q13 - (35 - (t17 << sizeof(float)));
            } else {
                int r18 = split4(1562 * CAT_1(q, 13), u16, (*in14) | 57) / ((i15 * 40U) - (1523L % CAT_1(i, 15)));
                count12 = -(r18 & step2(r18));
            }
        }
    }
}
} // namespace
// Helper used by the kernels below.

unsigned char run_stencil19(int stride20, int len21, unsigned char* acc22)
{
    if (((*acc22) * stride20) > 4) {
        return (48 | len21) >> (57ul * stride20);
    }
    reduce11<<<WIDTH10 + (WIDTH10 + 124), 64>>>((WIDTH10 - acc22[stride20 & 7]) + (-len21), !(stride20 == (*acc22)), reinterpret_cast<const unsigned long*>(acc22));
    return step2(*acc22);
}
using idx23_t = int;
__device__ int d_lerp24 = 3387;

__device__ float score25(double beta26)
{
    unsigned char u27 = step2(static_cast<double>(beta26)) * ((-d_lerp24) + (WIDTH10 - beta26));
    if (static_cast<idx23_t>(step2(u27)) > (d_lerp24)) {
        if (unsigned flag28 = step2(d_lerp24); (step2(beta26) + (u27 / 4)) <= d_lerp24) {
            constexpr float h29 = 4.0f;
            split4(~step2(CAT_1(beta, 26)), split4(0xdu + d_lerp24, step2(CAT_1(beta, 26)), 13 - beta26), step2(step2(beta26)));
        } else if (auto h30 = flag28; !((flag28 * beta26) == h30)) {
            if ((d_lerp24 + d_lerp24) != 43ull) {
                return (0x6ll / d_lerp24);
            }
            float flag31(static_cast<float>(flag28 * d_lerp24));
        } else {
        }
    }
    return WIDTH10;
}
typedef int idx32_t;

namespace gpu33 {
constexpr idx23_t RADIUS34 = 2;

__global__ void weigh35_kernel(float* out36, unsigned p37, const idx23_t* in38, const int* src39)
{
    if ((+(-(*src39))) >= split4(27lu, 2.5f, in38[1])) {
        int iter40 = 0x0;
        while ((iter40 < d_lerp24) && (!((*src39) >= 0x13l))) {
            auto tmp41 = (long long)(-(4 * in38[p37 & 7]));
            for (int j42 = 0; j42 < iter40; j42++) {
                out36[iter40 & 7] = 33 - (d_lerp24 ^ d_lerp24);
                if ((in38[0x3] - (-0)) <= j42) {
                    return;
                }
            }
            ++iter40;
        }
    } else if (!out36) {}
}
} // namespace gpu33

int main()
{
    int len43 = 0x294;
    auto prod44 = gpu33::RADIUS34;
    reduce11<<<WIDTH10, 0x1 << (gpu33::RADIUS34 + 3)>>>(len43 ^ (0x9), WIDTH10 | prod44, nullptr);
    static size_t lo45 = 58LL;
    gpu33::weigh35_kernel<<<(8), 512>>>(static_cast<float*>(nullptr), static_cast<int>(WIDTH10 ^ lo45), &prod44, &prod44);
    return 0;
}
