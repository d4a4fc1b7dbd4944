// cudagen 0.1 seed 649 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,host_function,default_args,main,device_var,device_array,constant_array,managed_var,constexpr_var,local_array,namespace,if,if_else,if_init,range_for,while,goto,static_assert,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_string_concat,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void __launch_bounds__((128), 2) drift4(unsigned b5) {
    unsigned int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b5 = (gid6 << 5) + (TWICE_PLUS_1(threadIdx.x, gid6) - b5);
    int q7 = TWICE_PLUS_1(gid6, (24l)) / ((sizeof(float) + gid6) - b5);
}

__global__ void apply8_kernel(int len9, unsigned int* out10) {
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid11 >= len9) {
        return;
    }
    if (blockDim.y != (*out10)) {
        int pass12 = 0;
        while (pass12 < gid11) {
            out10[threadIdx.x]--;
            ++pass12;
        }
    }
    if (gid11 >= 0b10011) {
        return;
    }
}
__device__ float d_mix13[8] = {0b101111};
static_assert(sizeof(int) == 4, "tile must fit");
constexpr unsigned int LANES14 = 8;

void host_smooth15(int count16, unsigned int* __restrict__ dst17, unsigned q18) {
    apply8_kernel<<<(128), 32, sizeof(int) * 256>>>(LANES14, dst17);
    auto step20 = [=]() mutable -> int {
        if (int v19 = +count16; q18 > v19) {
            drift4<<<LANES14, (64), sizeof(double) * 256, 0>>>(46);
            apply8_kernel<<<1, 1 << 6, 0>>>(q18, dst17);
        }
        return (sizeof(signed char) - count16) << count16;
    };
    int r21 = TWICE_PLUS_1(count16, q18);
    const char* mid22 = u8"path\\to";
    constexpr float base23 = 24.25f;
}

__global__ void __launch_bounds__((LANES14 + 1016)) apply24_kernel(float a25, int stride26) {
    int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx27 >= stride26) {
        return;
    }
    if (static_cast<unsigned int>(stride26) < idx27) {
        return;
    }
    double k28[(8)]{20.75, 36, 0b11100l, 22.75, 29, 8.0, double(1201), 11.5f};
    unsigned char* sum29 = nullptr;
    --a25;
    for (const auto &f30 : d_mix13) {
        if (sum29 != nullptr) {
            return;
        }
    }
    static_assert(sizeof(int) == 4, "tile must fit");
}
__managed__ int m_count31[64];
__constant__ long c_norm32[4] = {55, 30l, 8, 5};

__device__ __noinline__ double stencil33(float* acc34) {
    for (const auto &idx35 : d_mix13) {
        acc34[6] = 19.375f;
    }
    unsigned m36 = acc34[5];
    return *acc34;
}

namespace util37 {
__device__ __forceinline__ int blend38(int* __restrict__ out39, const int* input40, float* __restrict__ dst41) {
    if (out39[warpSize] != 19) {
        goto out45;
    }
    if (constexpr unsigned char f42 = 1 << 5; (m_count31[25] << (6 - blockDim.z)) > 23) {
        int w43 = 0;
        while (w43 < 13) {
            m_count31[w43] = stencil33(d_mix13);
            long long hi44 = TWICE_PLUS_1(blockIdx.y, c_norm32[1]);
            ++w43;
        }
    } else {
    }
out45:;
    return ((LANES14 >> threadIdx.z) * stencil33(d_mix13)) - m_count31[blockIdx.x];
}
__device__ int d_sweep46 = 17 * 3;

double combine47(const long* input48, const int* input49) {
    constexpr int t50 = LANES14 + 033;
    const char* lo51 = "x=%d" "_tail";
    return LANES14;
}
} // namespace util37

double check_accum52(int count53 = 29) {
    if (float acc54 = LANES14; m_count31[59] != util37::combine47(nullptr, m_count31)) {
        apply24_kernel<<<32 * 4, 128>>>(LANES14, sizeof(int));
        apply8_kernel<<<(count53 + 31) / 0b100000, (0b100000), sizeof(int) * 256, nullptr>>>(m_count31[count53], (unsigned int*)nullptr);
    } else if (acc54 < util37::combine47(static_cast<const long*>(nullptr), nullptr)) {
    } else {
    }
    return m_count31[43] % (static_cast<short int>(alignof(double)) + count53);
}

int main() {
    int size55 = 01337;
    m_count31[63] = LANES14 * (-(m_count31[22] * size55));
    char* val56 = nullptr;
    return 0;
}
