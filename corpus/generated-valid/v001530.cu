// cudagen 0.1 seed 1530 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,main,device_var,managed_var,shared_var,shared_2d,constexpr_var,local_array,auto_var,if,switch,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define CHUNK_2 256

template <class T, class U>
__global__ void drift3_kernel(T b4, const U* input5, double p6, float* acc7) {
    if ((*input5) > (((b4 > input5[6]) ? p6 : 62ul) * (input5[4] * 2l))) {
        char stride8 = 0x7FUL;
    }
    if (acc7 == nullptr) {
        auto tmp9 = p6;
    }
    char r10[2]{127l, 56};
    acc7[2] = static_cast<T>(b4 + b4);
}
static __device__ int d_tally11 = sizeof(float) * (BLOCK_SIZE_1 + 6);
static __device__ short int d_tile12 = 2208UL;

template <typename T, typename U>
__global__ void __launch_bounds__((BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0x62)))))) * 2) sweep13(U p14, T beta15, double* dst16) {
    dst16[d_tally11] -= d_tile12;
    __shared__ int sh_17[3][BLOCK_SIZE_1 + 0xc];
    sh_17[0][d_tally11] = (((beta15 * beta15) >= 46) ? sh_17[0][5] : (d_tile12 & d_tally11)) + 7;
    double diff18 = int(d_tally11) * (d_tally11 % d_tally11) * 18.75f;
    sh_17[1][d_tile12] = (0x9 * (d_tally11 | sh_17[2][d_tally11])) ^ (sh_17[1][d_tile12] + static_cast<short>(alignof(float)));
}
__managed__ unsigned int m_filter19 = BLOCK_SIZE_1 + 55;

static __global__ void tally20_kernel(int* data21, unsigned char cfg22, const float* coef23) {
    m_filter19 &= 7 * ((((*coef23) > 8) ? 10 : 3925) * (cfg22 + 1925LL));
    d_tile12 = (*data21) * d_tally11;
    m_filter19 = 0;
}

template <typename T>
__global__ void blend24_kernel(T* buf25, T* buf26, int lane27) {
    int stride28 = static_cast<long long>(2995u + buf26[2]) + ((m_filter19 != 11) ? m_filter19 : (m_filter19 | 20ul));
    lane27 = 45;
    float m29 = CHUNK_2 % ((stride28 * 15u) + (~d_tile12));
    if ((m_filter19 + 64) > d_tile12)
        return;
    stride28 -= BLOCK_SIZE_1;
}

static __global__ void __launch_bounds__(sizeof(float) * 16, 3) scale30(unsigned int beta31, const unsigned int* input32) {
    d_tile12 += 3664 | d_tile12;
    if ((43 * d_tile12) > double(d_tally11)) {
        unsigned long q33 = 60;
    }
    d_tile12 ^= (d_tile12 < ((m_filter19 * CHUNK_2) | (50 - beta31))) ? 0xC : (d_tile12 * BLOCK_SIZE_1);
    m_filter19 *= BLOCK_SIZE_1 | beta31;
    auto t34 = CHUNK_2;
    beta31 = beta31;
}

template <typename T, int N>
__global__ void weigh35(const T* input36, const float* input37, T* data38) {
    m_filter19 = m_filter19;
    T w39 = (T(3.125F * data38[0x2]));
}

__global__ void pivot40(int n41, int* out42) {
    float lim43[(BLOCK_SIZE_1 + 1)]{9.F, static_cast<float>(m_filter19), 16.125f, 21.375f, float(n41), float(m_filter19)};
    switch (d_tile12) {
    case 3:
        switch (d_tile12) {
        case 12:
            m_filter19 = d_tile12 + m_filter19;
            lim43[1] = (m_filter19 * (d_tile12 - 57UL)) | ((out42[n41]) ^ 0x2);
            break;
        case 0x5:
            break;
        }
        break;
    default:
        break;
    }
}

int main() {
    int n44 = 2102;
    if (m_filter19 < n44) {
        const signed char* hi45 = nullptr;
    }
    if ((n44 | n44) == BLOCK_SIZE_1)
        return -0xD;
    n44 = m_filter19;
    drift3_kernel<<<(m_filter19 + 127) / 0x80, 128, (1024), 0>>>(n44, static_cast<const long*>(nullptr), n44, (float*)nullptr);
    sweep13<<<(m_filter19 + 255) / 256, (32)>>>(8.0, 0x7, nullptr);
    tally20_kernel<<<64, 128>>>(&n44, m_filter19, nullptr);
    return 0;
}
