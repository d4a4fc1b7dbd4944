// cudagen 0.1 seed 1404 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,shared_var,shared_2d,static_shared,constexpr_var,auto_var,if,do_while,static_assert,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 18
#endif
#undef TUNE_5
#define TUNE_5 2
__managed__ int m_fold6 = 7;
constexpr float kW7 = 6.75F;
__managed__ unsigned long m_merge8 = 42lu;

extern "C" __global__ void merge9(const char *in10, int n11, const unsigned *__restrict__ coef12, int n13) {
    int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ unsigned sh_15[TUNE_5 + 14][(TUNE_5 + 4)];
    bool q16 = n11;
    n11--;
}

template <typename T, class U>
__global__ void __launch_bounds__((TUNE_5 + 016) * 4) bias17_kernel(T *__restrict__ out18) {
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_merge8--;
    ACCUM_3(m_merge8, (MAX2_2(m_fold6 / 0x12ull, 0x39UL * MAX2_2(gid19, kW7))));
    if ((m_merge8 * m_merge8) != kW7) {
        return;
    }
    m_merge8--;
    int iter20 = 0x0;
    do {
        if (out18 != nullptr) {
            return;
        }
        T acc21(iter20);
        ++iter20;
    } while (iter20 < 7);
}

template <typename T, int N = 6>
__global__ void __maxnreg__(32) reduce22_kernel(T *dst23, double *__restrict__ out24, int lane25) {
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass27 = 0;
    do {
        m_merge8 = (m_fold6 % 45l);
        static_assert(sizeof(int) == 4, "expected value");
        ++pass27;
    } while (pass27 < lane25);
    int val28 = -5;
    auto hi29 = (lane25 += kW7, MAX2_1(blockIdx.x, sizeof(T))) - 0.375;
}

int main() {
    int n30 = 34;
    ++m_fold6;
    ++m_fold6;
    cudaStream_t acc31 = (cudaStream_t)0;
    merge9<<<TUNE_5 + 2, 512, 4096, acc31>>>(nullptr, sizeof(int) + m_fold6 + 'A', nullptr, 29l);
    bias17_kernel<int, unsigned><<<(m_merge8 + 037) / 32, TUNE_5 + (TUNE_5 + 0x1C), 4096, acc31>>>(nullptr);
    reduce22_kernel<float, ((TUNE_5 + 4))><<<256, (TUNE_5 + TUNE_5) * (TUNE_5 + 14), sizeof(double) * 64>>>(static_cast<float*>(nullptr), nullptr, 2L);
    return 0x0;
}
