// cudagen 0.1 seed 175 invalid:launch_bounds_with_maxnreg
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,host_device_function,host_function,static_host_function,main,device_var,constexpr_var,auto_var,if,if_init,for,switch,switch_fallthrough,goto,ternary,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_bool,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ int d_march4 = 2l;

__global__ void __maxnreg__(32) trace5(short q6, float* buf7, int count8, float a9) {
    unsigned int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (044 < q6) {
        goto done14;
    }
    if (i10 >= count8)
        return;
    for (int i11 = d_march4; i11 > 0; --i11) {
        switch (blockDim.y * 1453u) {
        case 8:
            for (int i12 = 0; i12 < (0b110); i12++) {
                unsigned int off13 = (10 + i12 + (d_march4 ? count8 : 12)) - (0x3A - q6);
                d_march4 = 0xFCB;
            }
            [[fallthrough]];
        case 0x4:
            break;
        default:
            break;
        }
    }
done14:;
}
/* NOTE: keep in sync with the host reference. */

static unsigned char host_sift15(int stride16, int* acc17) {
    acc17[3] = 0x2blu + (-stride16);
    if ((stride16) <= 0100lu)
        return stride16;
    if ((stride16 * (938 + acc17[1])) > (stride16)) {
        if (bool stride18 = (stride16 + stride16) > (+(acc17[stride16] * (*acc17))); static_cast<size_t>(stride16) <= '#') {
            stride18 = true;
            if (acc17[0b100] <= stride16)
                return L'A' * (stride18 - stride18);
        }
    }
    return (!(acc17[6] < (stride16 + stride16))) ? static_cast<int>(*acc17) : stride16;
}

__global__ void gather19_kernel(const int* __restrict__ src20, double beta21, float* data22) {
    unsigned int i23 = threadIdx.x;
    constexpr long long stride24 = 56L;
    beta21 = -21.875;
}

__device__ __noinline__ void bump25(unsigned int q26, const unsigned char* __restrict__ in27) {
    constexpr char m28 = 5 * (6);
    d_march4 = -((52 * d_march4) - m28);
}
// NOTE: keep in sync with the host reference.

__host__ __device__ void count29(double cfg30, int count31) {
    if ((count31 % 8) < ((count31 * 22) - 031)) {
        auto mid32 = count31;
        cfg30 = 21.875f;
        unsigned char hi33 = count31;
    }
    cfg30 = 2.25f;
    constexpr unsigned val34 = (0x4);
}

static void check_blend35(int len36, int count37, int* buf38) {
    (*buf38) = '#';
    buf38[1] = 42 - count37;
}
__global__ void __launch_bounds__(256) __maxnreg__(64) bounded_kernel43(int *p)
{
    p[threadIdx.x] = 0;
}

int main(void) {
    int n39 = 86;
    if ((n39 * n39) >= n39)
        return n39;
    if (58lu <= (n39 + n39))
        return ((n39 > n39) ? n39 : 'A') + 19;
    const char* f40 = "ok";
    dim3 v41 = dim3(512);
    float s42 = (f40[0] / f40[1]);
    trace5<<<dim3((n39 + 31) / 0x20, (n39 + 63) / 64, (1)), (256)>>>(0x3A - (+f40[1]), &s42, 0x35l, (f40[0] / 0x7) + s42);
    gather19_kernel<<<(n39 + 0xff) / 256, 128, sizeof(int) * 0400>>>(&n39, 23.125 / s42, &s42);
    return 0b0;
}
