// cudagen 0.1 seed 67 invalid:private_member_access
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,device_array,managed_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,namespace,nested_namespace,if,range_for,switch,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define TILE_DIM_1 5
#define NUM_ITERS_2 256
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

template <class T, int N = 5>
__global__ void bias5(const T *in6) {
    __shared__ int sh_7;
    sh_7 = sh_7;
}

char blend8(int lane9, int *dst10, const double *coef11) {
    bias5<float, 5><<<(lane9 + 63) / 64, (TILE_DIM_1 + 59), 256>>>(nullptr);
    dst10[lane9] = lane9;
    lane9 = NUM_ITERS_2 + (lane9 % lane9) + NUM_ITERS_2;
    lane9 = +((sizeof(float) + (*coef11)) - (*coef11));
    bias5<unsigned int, (3 * 2)><<<dim3(2, 512, (lane9 + 0b1111111) / 128), (32), (NUM_ITERS_2 + (NUM_ITERS_2 + 512))>>>(nullptr);
    long r12(*coef11);
    return (dst10[3] += lane9, sizeof(float)) + dst10[r12];
}
__device__ short int d_relax13[8];
__managed__ int m_spread14 = 63;

inline __device__ __host__ double fuse15(int lane16, double *__restrict__ out17) {
    (*out17) = 0b111101 - lane16;
    auto mid18 = (*out17) - ((*out17) * (lane16 ? 63 : lane16));
    return ((((*out17) > 63) || (51 >= lane16)) && (mid18 > mid18)) ? (((mid18 - 58L) > mid18) ? (NUM_ITERS_2 + (*out17)) : mid18) : mid18;
}

namespace util19::sub20 {
__global__ void probe21_kernel(long long *__restrict__ data22, unsigned short cfg23, const float *__restrict__ in24, double *__restrict__ out25) {
    extern __shared__ unsigned short dyn_26[];
    for (short x27 : d_relax13)
        fuse15(fuse15(dyn_26[x27], out25), static_cast<double*>(nullptr));
    cfg23--;
}
} // namespace util19::sub20

__host__ __device__ void fuse28(int *dst29, const int *coef30, const float *__restrict__ src31) {
    long m32 = fuse15(*dst29, (double*)nullptr);
    switch (m32) {
    case 3: {
        unsigned int hi33{5u};
        (*dst29) = (static_cast<float>(4.125f) - fuse15(coef30[2], static_cast<double*>(nullptr))) * ((*coef30) * coef30[m32] * (hi33));
        break;
    }
    default: {
        constexpr float acc34 = 116L;
        break;
    }
    }
}

__global__ void __maxnreg__(32) norm35(float cfg36) {
    fuse28(&m_spread14, &m_spread14, &cfg36);
    if ((d_relax13[m_spread14] / cfg36) <= cfg36)
        return;
    m_spread14 = 50;
    m_spread14 = 0b111010LL;
    d_relax13[m_spread14] = m_spread14;
}

__global__ void score37_kernel(int len38) {
    extern __shared__ int dyn_39[];
    len38 = m_spread14 % (len38 + len38);
    int t40 = 31UL;
    if (fuse15(NUM_ITERS_2, nullptr) < len38)
        return;
    dyn_39[0] = m_spread14;
    len38 = m_spread14 / fuse15(m_spread14 - m_spread14, (double*)nullptr);
}

__global__ void __launch_bounds__(sizeof(int) * (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 108))))) blend41(int len42) {
    extern __shared__ int dyn_43[];
    char res44 = fuse15(static_cast<size_t>(fuse15(dyn_43[m_spread14], nullptr)), nullptr);
    dyn_43[m_spread14] = NUM_ITERS_2;
    res44 = double(res44) - 41;
    __shared__ double sh_45[8];
    if (((m_spread14 == d_relax13[res44]) ? m_spread14 : sizeof(int)) >= m_spread14)
        return;
}
class Counter49 {
    int count_;
public:
    Counter49(int c) : count_(c) {}
    int get() const { return count_; }
};

int main() {
    int count46 = 3'265;
    Counter49 counter50(count46);
    count46 = counter50.count_;
    float res47[2]{3.0F, 583u};
    double e48 = (blend8(res47[m_spread14], nullptr, nullptr) >= count46) ? res47[1] : 4142;
    fuse15(res47[0] - 3688, (double*)nullptr);
    util19::sub20::probe21_kernel<<<dim3((count46 + 255) / 256, 32 * 2, sizeof(int) * 128), dim3((count46 + 0b111111) / 64, (m_spread14 + 127) / 128), sizeof(double) * 128>>>(nullptr, (count46), res47, &e48);
    norm35<<<(m_spread14 + 255) / 256, 512>>>(res47[1]);
    score37_kernel<<<(m_spread14 + 127) / 128, sizeof(float) * (TILE_DIM_1 + 123)>>>(blend8(38u, &m_spread14, &e48) + count46);
    return 0;
}
