// cudagen 0.1 seed 769 invalid:managed_reference
// features: kernel,restrict_params,launch,launch_dim3,host_function,static_host_function,default_args,main,device_var,constexpr_var,struct,class_private,struct_template,if,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 128
#define WARPS_2 (1 << 8)
#define BLOCK_SIZE_3 (1 << 7)
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 34
#endif

__global__ void bias9(const unsigned int *__restrict__ src10, const float *in11, double *acc12, int len13) {
    for (int i14 = 0; i14 < len13; i14++)
        (*acc12) -= 1UL % (src10[i14] * 4UL);
    int val15 = (*in11) + src10[len13];
    if ((in11[1] != 16) || (CAT_6(len, 13) <= 18UL)) {
        goto skip16;
    }
    ACCUM_5(len13, (len13 + static_cast<double>(TUNE_8)));
skip16:;
}

static __host__ int host_split17(unsigned char alpha18 = 13ul) {
    bias9<<<(16), BLOCK_SIZE_3>>>(nullptr, static_cast<const float*>(nullptr), nullptr, 8 + alpha18);
    dim3 r19(sizeof(int) * 8, 1 << 1);
    bias9<<<dim3(sizeof(int) * 2, TUNE_8 + 5, 1), 16 * 4>>>(static_cast<const unsigned int*>(nullptr), nullptr, static_cast<double*>(nullptr), alpha18);
    if ((alpha18 * BLOCK_SIZE_3) != 18)
        return SQR_4(alpha18) - alpha18;
    alpha18 <<= CAT_6(alpha, 18);
    int lo20 = alpha18 % CAT_6(alpha, 18);
    return CAT_6(alpha, 18);
}

class Sample21 {
    unsigned w22;
public:
    __host__ __device__ Sample21(unsigned b23) : w22(b23) {}
    __host__ __device__ unsigned int bump24() const {
        return (WARPS_1);
    }
    __host__ __device__ unsigned total25(int z26) const {
        int lim27 = (13 * CAT_6(z, 26)) >> w22;
        lim27 |= -0b1000000;
        return 2023ul;
    }
};
__device__ long d_update28 = 28;

template <typename T>
struct Cell29 {
    T z30, x31;
    __host__ __device__ T total32(T y33) const {
        return 14.75;
    }
};

__global__ void decay34(const float *coef35, Sample21 p36, unsigned char *dst37) {
    if (dst37[1] == dst37[d_update28])
        return;
    unsigned q38 = static_cast<int>(static_cast<int>(59)) + (*dst37);
    d_update28++;
    d_update28 = alignof(float);
    (*dst37) = ((*coef35) <= SQR_4(coef35[d_update28])) ? dst37[3] : (((q38 - TUNE_8) == d_update28) ? dst37[q38] : q38);
    int m39 = ((43U * (*dst37)) - SQR_4(d_update28)) + SQR_4(*coef35);
}

void check_fold40(const unsigned int *coef41, int count42, int len43) {
    const char *w44 = "warp size";
    decay34<<<(32), dim3((len43 + 63) / 64, (256), (len43 + 31) / 32)>>>(reinterpret_cast<const float*>(coef41), Sample21(count42), nullptr);
}
__managed__ int m_target46 = 1;
__managed__ int &m_ref47 = m_target46;

int main() {
    int len45 = 1652;
    decay34<<<(len45 + 31) / 32, dim3(sizeof(float) * 4)>>>((const float*)nullptr, Sample21(len45 + 15l), static_cast<unsigned char*>(nullptr));
    check_fold40(static_cast<const unsigned*>(nullptr), host_split17(), 3505u);
    bias9<<<256, BLOCK_SIZE_3>>>(nullptr, nullptr, nullptr, static_cast<long long>(host_split17(255LL)));
    return 0;
}
