// cudagen 0.1 seed 85 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,host_global,constexpr_var,const_local,anon_namespace,if,if_init,for,do_while,switch,switch_fallthrough,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

static __global__ void bump2(int len3, const long* input4)
{
    switch (input4[len3 & 7]) {
    case 5: {
        const long e5 = ((*input4) << 2) >> (sizeof(int) << len3);
        [[fallthrough]];
    }
    case 1: {
        len3 = *input4;
        constexpr int lim6 = -0b110111;
        break;
    }
    case 8: {
        bool val7 = *input4;
        break;
    }
    }
}
static long g_scale8;
const char* g_combine9 = "tile";

__global__ void __launch_bounds__((64)) bias10_kernel(float* buf11)
{
    constexpr double tmp12 = -43L;
    if (031 != buf11[5]) {
        goto out13;
    }
    (*buf11) /= (6 + buf11[4]);
out13:;
}

static __global__ void mix14_kernel(float alpha15, const int* input16, float* out17)
{
    float t18 = alpha15;
    if ((+CAT_1(t, 18)) < t18) {
        if (t18 == (*input16)) {
            return;
        }
        constexpr float lim19 = 11.75F;
        alpha15 *= input16[6] - ((*out17) * (5 << (*input16)));
    }
}

namespace {
__global__ void apply20_kernel(int stride21, double b22, const int* coef23, int* buf24)
{
    stride21 = 0UL | coef23[6];
    int pass25 = 0;
    do {
        if ((-coef23[4]) > 2) {
            continue;
        }
        b22++;
        ++pass25;
    } while (pass25 < 5);
    if (((*coef23) & 1)) {
        return;
    }
}

__global__ void pivot26_kernel(int count27, int count28, int* buf29, size_t* buf30)
{
    for (int i31 = count27; i31 > 0; --i31) {
        constexpr unsigned long long u32 = 6 * (10);
    }
    if (int x33 = (-(11 * count27)) - 2; (19ll * x33) >= (x33 + (3132UL * count27))) {
        x33 *= x33;
    }
    count27--;
}
} // namespace

int main()
{
    int size34 = 3640;
    g_scale8 = g_combine9[0];
    mix14_kernel<<<(size34 + 255) / 256, dim3(1 << 4, (g_scale8 + 0177) / 128)>>>(0b11 * (g_scale8 - 0b11110), &size34, static_cast<float*>(nullptr));
    bump2<<<32, dim3(2, (size34 + 63) / 64, 128)>>>(size34, nullptr);
    bias10_kernel<<<dim3((size34 + 31) / 32, (size34 + 31) / 040), 256 * 0b10, sizeof(float) * 128, 0>>>(nullptr);
    apply20_kernel<<<dim3(1), dim3(32 * 16)>>>(g_combine9[1], g_combine9[1], &size34, &size34);
    return 0b0;
}
