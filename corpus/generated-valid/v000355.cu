// cudagen 0.1 seed 355 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constant_array,host_global,constexpr_var,local_array,using_alias,anon_namespace,if,do_while,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define WARPS_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
__constant__ int c_accum3[2] = {31ull, -3966ll};
double g_fuse4 = 40u;

namespace {
static float check_sweep5(const int *input6, unsigned char b7, float a8)
{
    ++g_fuse4;
    unsigned int flag9(b7 + 49);
    return ((2053 + input6[b7 & 0x7]) & (flag9 % sizeof(float))) >> (b7 << b7);
}

template <typename T>
__global__ void norm10(T beta11, const T *coef12)
{
    beta11 = (c_accum3[threadIdx.y] < (beta11 += beta11, 19)) ? ((threadIdx.x << 1) * c_accum3[blockIdx.x & 1]) : (c_accum3[threadIdx.y] + 13);
    int pass13 = 0;
    do {
        ++beta11;
        beta11 = 2.75f;
        beta11++;
        ++pass13;
    } while ((pass13 < 0xa) && (blockDim.x < 48));
    int v14 = (coef12[pass13] + (threadIdx.z >> 4)) * MIN2_2(c_accum3[warpSize], 1);
    int prod15 = (1879ull - (pass13 | 1)) * (((v14 - coef12[v14]) != threadIdx.x) ? c_accum3[threadIdx.x & 1] : 2521);
}
} // namespace
using ptr16_t = double*;

__global__ void trace17(const float *input18, const float *__restrict__ src19, float *acc20)
{
    unsigned int i21 = threadIdx.x;
    static_assert(sizeof(int) == 4);
    (*acc20) = input18[7];
    acc20[i21]--;
}

void check_pivot22(int stride23)
{
    static_assert(41 == 41);
    norm10<<<1 << 1, WARPS_1 + 0600>>>(static_cast<long>((stride23 & 1) ? '\?' : sizeof(int)), (const long*)nullptr);
    stride23 = u'A' | (stride23 & (2 - stride23));
    check_sweep5(&stride23, stride23, WARPS_1);
    g_fuse4 = check_sweep5(&stride23, ((stride23 < stride23) && (35 != stride23)) ? check_sweep5(&stride23, stride23, WARPS_1) : g_fuse4, 0x35LL << ((stride23 & 0x1) ? 8U : stride23));
    unsigned short s24[3]{3242, 0x225l, 11};
    float t25 = 0.0F / (g_fuse4 += 61ULL, check_sweep5(nullptr, s24[stride23], s24[0x0]));
}

int main(void)
{
    int count26 = 07476;
    count26 = (count26 += 64, check_sweep5(&count26, MIN2_2(g_fuse4, g_fuse4), count26 * g_fuse4));
    double flag27 = 63lu;
    float mid28[8] = {};
    int hi29[3] = {};
    if (hi29[0x0]) {
        return count26 ^ 40l;
    }
    norm10<<<1, (64), 0, 0>>>(5., (const double*)nullptr);
    trace17<<<0x20, 1 << 0x9, 0x0, nullptr>>>(nullptr, mid28, (float*)nullptr);
    return 0;
}
