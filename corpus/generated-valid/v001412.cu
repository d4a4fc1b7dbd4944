// cudagen 0.1 seed 1412 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,host_function,main,managed_var,constexpr_var,local_array,struct,struct_methods,struct_template,enum_class,if,switch,goto,static_assert,ternary,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,cast_static,sizeof,alignof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
enum class State4 { Mul5, High6 = 6, Fast7 };

static __global__ void __launch_bounds__(0x400, 0x4) relax8_kernel(int* dst9) {
    unsigned int i10 = threadIdx.x;
    int v11[2] = {-0x35l};
    dst9[2] = static_cast<int>(v11[i10 & 1] & static_cast<unsigned char>(CAT_3(i, 10)));
    constexpr float h12 = 9U;
    char h13(58ul);
}

template <typename T, class U>
__host__ __device__ long tile14(const T* input15, const unsigned char* src16, State4 a17) {
    int f18[3] = {static_cast<int>(*input15), 13, u8'A'};
    if (src16[0x3] < f18[2]) {
        goto finish19;
    }
    f18[2] = (*src16) - src16[2];
finish19:;
    return (src16[6] - f18[0x2]) << f18[0];
}

__host__ __device__ long reduce20(const int* coef21, const float* in22, float* acc23) {
    static_assert(11 > 0xa);
    int v24 = (coef21[5] & coef21[3]) ? (in22[4] * (*acc23)) : static_cast<int>(*in22);
    return (static_cast<short>(13L) * v24) << 4;
}
/* NOTE: keep in sync with the host reference. */

inline __device__ char apply25(float q26, State4 beta27, float b28) {
    if (b28 <= (b28 + 57))
        return q26;
    q26 = 9 * gridDim.x;
    int u29 = warpSize;
    unsigned int tmp30 = sizeof(int);
    if ((q26 * CAT_3(tmp, 30)) == blockIdx.z) {
        goto skip32;
    }
    switch (u29) {
    case 0b10 * 0x2: {
        if (threadIdx.z < q26)
            break;
        signed char e31 = (59L << (u29 & u29)) - q26;
        break;
    }
    default:
        break;
    }
skip32:;
    return u29;
}
// Computes one element per thread.

template <typename T>
struct Span33 {
    T y34;
    __host__ __device__ void bump35(int flag36) {
        y34 = 0x40 | CAT_3(flag, 36);
    }
};

__device__ __noinline__ long long pivot37(int count38, int count39, short alpha40) {
    count38 = count38;
    float f41 = count38 ^ 37L;
    signed char z42 = sizeof(int);
    return ~CAT_3(alpha, 40);
}
enum class Op43 : long { Low44, Fast45 = 4, Green46 = 9 };
__managed__ unsigned int m_fold47 = 13U;
/* Layout: row-major, no padding. */

struct Particle48 {
    int y49, val50;
    float vel51;
    unsigned int val52;
    __host__ __device__ unsigned int get53(float val54) const {
        val54 = 31 - val54;
        val54 = 18.875F;
        return (static_cast<float>(y49) != 26) ? 2144U : 0x910;
    }
};

int run_apply55(int lane56, int stride57) {
    m_fold47 = ((m_fold47 - 19) != 21) ? ((lane56 % stride57) % (alignof(char) | stride57)) : alignof(int);
    relax8_kernel<<<(m_fold47 + 0x7F) / 128, (32), sizeof(float) * 32, (cudaStream_t)0>>>(&lane56);
    cudaStream_t k58 = nullptr;
    int e59[6] = {};
    return ((m_fold47) - (4624lu ^ lane56)) << static_cast<long>(e59[stride57]);
}

int main() {
    int count60 = 0xa52;
    if (count60 > m_fold47)
        return (m_fold47 >> count60) + ((count60 <= count60) ? m_fold47 : m_fold47);
    float e61 = 10.5f;
    Particle48 idx62 = Particle48{};
    idx62 = idx62;
    if (42 < (e61 / ' '))
        return idx62.vel51 - (m_fold47 * 4565);
    return 0x0;
}
