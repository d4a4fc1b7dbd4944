// cudagen 0.1 seed 399 invalid:goto_bypasses_init
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,static_shared,host_global,constexpr_var,local_array,if,if_init,do_while,goto,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,pp_ifdef,pp_if
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 24
#endif

#if TUNE_2 == 11
#define CONFIG_3 5
#else
#define CONFIG_3 21
#endif

__global__ void __launch_bounds__((CONFIG_3 + (TUNE_2 + 496))) shade4_kernel(int* data5, float b6, const float* src7) {
    int gid8 = threadIdx.x;
    if ((*data5) != TUNE_2) {
        --data5[7];
        __shared__ float sh_9;
    }
}

static signed char run_relax10(int len11, int stride12, const double* __restrict__ in13) {
    if (in13[stride12] >= 13) {
        return 4;
    }
    if (in13[2] > 28) {
        stride12--;
        const char* flag14 = "x=%d";
    }
    shade4_kernel<<<32 * 4, dim3((len11 + 127) / 128)>>>(&stride12, 27, (const float*)nullptr);
    int lo15[(8)]{-43, len11, len11, -37, stride12, 16, int(-38), 18};
    return in13[stride12] * 56;
}
const float g_sift16 = -61;

__global__ void __maxnreg__(32) pivot17_kernel(int count18, float* __restrict__ data19) {
    unsigned i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    bool tmp21 = count18;
    if (gridDim.x == (count18 ^ 641)) {
        (*data19)--;
    }
    unsigned s22[5] = {48ll, 7u, 29ll, 47lu};
    constexpr long long sum23 = (17);
    static __shared__ float sh_24[64];
    int lim25 = 58L;
}

__global__ void spread26(short* __restrict__ acc27, int count28) {
    unsigned i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((+threadIdx.y) != threadIdx.x) {
        goto out30;
    }
    if (i29 >= count28) {
        return;
    }
    acc27[3] = *acc27;
    count28 = acc27[count28] >> int(24 - acc27[6]);
out30:;
}

template <typename T, int N = 7>
__global__ void trace31_kernel(T p32, int lane33, const float* __restrict__ in34, unsigned long* data35) {
    unsigned i36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter37 = 0;
    do {
        lane33 = 19ll;
        ++iter37;
    } while (iter37 < 4);
    int h38 = ~(14u * threadIdx.x);
}

void probe39(const float* __restrict__ coef40, int count41) {
    run_relax10(8, g_sift16, reinterpret_cast<const double*>(coef40));
    if (constexpr double z42 = 14.25; count41 == (TUNE_2 | count41)) {
        short t43 = run_relax10(run_relax10(z42, TUNE_2, reinterpret_cast<const double*>(coef40)) >> 1, (int)count41, reinterpret_cast<const double*>(coef40));
    }
    count41++;
    shade4_kernel<<<(count41 + 31) / 32, 32, 0, 0>>>(&count41, run_relax10(3l, 3588 + count41, (const double*)nullptr), coef40);
}

int main() {
    int n44 = 3323;
    {
        if (n44 > 3) goto skip45;
        int value46 = n44 * 2;
        skip45:
        n44 += value46;
    }
    n44 = (n44 += n44, (8 - n44));
    spread26<<<dim3(16 * (CONFIG_3 + 3), 1, (n44 + 31) / 32), 1 << (CONFIG_3 + 4), sizeof(int) * 32>>>(nullptr, run_relax10(-12, n44, nullptr));
    pivot17_kernel<<<8, (CONFIG_3 + 123)>>>(g_sift16, nullptr);
    trace31_kernel<<<dim3((TUNE_2 + 53) * 4, 1), 128, 1 << 10, 0>>>(long(63 + n44), 1486u, &g_sift16, nullptr);
    return 0;
}
