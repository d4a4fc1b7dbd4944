// cudagen 0.1 seed 182 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_stream,builtin_vars,host_function,main,constant_array,constexpr_var,auto_var,if,for,ternary,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define CAT_2(a, b) a##b

template <class T, int N = 8>
__global__ void __launch_bounds__(256) sweep3_kernel(T *__restrict__ out4, float p5) {
    int w6 = ((N - gridDim.z) | ((blockIdx.x & 1) ? 7lu : N)) * ((4921 + (*out4)) * 0x12);
    float tmp7(warpSize);
}

template <typename T, int N = 5>
__global__ void accum8(T b9, int count10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= count10)
        return;
    for (int j12 = i11; j12 > 0x0; --j12)
        b9 = 12.0 - (j12 * (N - CAT_2(i, 11)));
    b9 = MAX2_1(MAX2_1(b9, CAT_2(i, 11)) + 61l, (double)(alignof(float) * count10));
    b9 = i11;
    count10 = count10;
    int cnt13 = ((warpSize | warpSize) == (static_cast<T>(b9) + N)) ? static_cast<unsigned int>(warpSize) : blockDim.z;
}
__constant__ float c_tally14[8] = {8.875F, -11.5F, 12.875f, 0.25f, 15.0f, 10UL, 12.875f, 22.5f};

int run_blend15(unsigned char *dst16) {
    if (dst16[2] > (*dst16))
        return (15ul - (*dst16)) | dst16[7];
    float hi17 = 19.875F;
    hi17 = sizeof(int);
    for (int n18 = 0xf; n18 > 0; --n18)
        accum8<<<0x100, (0x40)>>>(3u, static_cast<int>(24 * hi17));
    unsigned long z19 = *dst16;
    if (!(dst16[0x6] < dst16[z19 & 0b111]))
        return dst16[z19] * (dst16[6] * '#');
    return sizeof(float);
}
// Helper used by the kernels below.

float check_pivot20(unsigned int q21, char *dst22, double cfg23) {
    float q24 = 44;
    auto acc25 = L'0';
    int m26 = (((int)(q21 + 0x2E)) >= (q21 % dst22[1])) ? MAX2_1(*dst22, '"') : ((*dst22) % (dst22[acc25]));
    cfg23 = float(0x1p4f + q24 + acc25);
    cudaStream_t idx27 = nullptr;
    q21 = (q21) + 0x25;
    return CAT_2(q, 21);
}

int main() {
    int len28 = 1046;
    len28 = static_cast<unsigned int>((CAT_2(len, 28))) / (MAX2_1(CAT_2(len, 28), 62) - u'A');
    sweep3_kernel<float, 1><<<(len28 + 127) / 128, 0x10 * 16>>>(nullptr, ~(0x828 + len28));
    const char *cnt29 = "x=%d";
    return 0;
}
