// cudagen 0.1 seed 490 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,host_global,constexpr_var,local_array,using_alias,anon_namespace,if,if_else,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof
#include "prelude.cuh"

static __host__ float host_blend1(int n2) {
    if (n2 >= n2) {
        n2--;
        n2 %= n2 - (n2);
    } else {
        size_t res3[6] = {030, 62};
    }
    return (n2 += -057, (n2 ? (10.75f * n2) : n2));
}

static __global__ void pack4(const double* coef5, unsigned cfg6, const long long* in7) {
    int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned int sh_9;
    int lim10 = tid8;
    sh_9 -= sizeof(double);
}
const float g_update11 = 5.25F;
static int g_fold12;

namespace {
using real13_t = float;

__global__ void __maxnreg__(128) norm14(int lane15, float* data16) {
    unsigned int idx17 = threadIdx.x;
    ++lane15;
    lane15 &= 3269UL;
    lane15 = '\'';
    int stride18[2] = {};
}
} // namespace

int run_mix19(const int* src20, int stride21, unsigned* dst22) {
    cudaStream_t m23 = 0;
    float acc24[7] = {};
    norm14<<<2, 0x1 << 0x5, sizeof(int) * 0x20, nullptr>>>(0x25 >> stride21, acc24);
    dst22[stride21 & 0x7] = host_blend1((g_fold12));
    pack4<<<1 << 5, 1 << 7>>>(reinterpret_cast<const double*>(dst22), src20[stride21] ^ 15, nullptr);
    pack4<<<2 * 2, 128 * 2>>>(nullptr, 21 * (g_fold12 | stride21), (const long long*)nullptr);
    return ((g_fold12 > stride21) ? (-(-53LL)) : acc24[0x2]) + (g_fold12 - g_fold12);
}

static __global__ void warp25_kernel(int* dst26, float q27) {
    constexpr int res28 = 0x24;
    q27 -= 35 - dst26[3];
    if ((!dst26) && ((gridDim.y <= blockIdx.y) && ((*dst26) > dst26[blockDim.x & 0x7]))) {
        int pass29 = 0;
        do {
            if (0x17 >= (blockIdx.y)) {
                return;
            }
            __shared__ int sh_30[040 * 2];
            constexpr real13_t flag31 = -12.5f;
            ++pass29;
        } while (pass29 < pass29);
    } else {
    }
}

int main(void) {
    int count32 = 4058;
    host_blend1(1);
    cudaStream_t v33 = 0;
    cudaStream_t u34 = nullptr;
    warp25_kernel<<<1 << 7, 64, sizeof(double) * 32, v33>>>(nullptr, 15.5f);
    return 0;
}
