// cudagen 0.1 seed 676 valid
// features: kernel,kernel_static,kernel_from_macro,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,default_args,main,managed_var,shared_var,local_array,auto_var,using_alias,if,if_else,for,switch,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_init_capture,macro_function,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__device__ float stencil3(float cfg4, int *buf5) {
    (*buf5) *= (*buf5) + (blockIdx.x + 58L);
    static_assert(34 > 33);
    cfg4 = 3594ul;
    --cfg4;
    return +gridDim.x;
}
#define DEFINE_MAP_KERNEL_6(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_6(map_weigh7, int)
__managed__ unsigned int m_mix8[4] = {017};
using idx9_t = int;
__device__ __noinline__ idx9_t drift10(float cfg11, unsigned *out12, unsigned long beta13) {
    if ((*out12) % m_mix8[beta13]) {
        for (int n14 = 0x0; n14 < 9; n14 += 1) {
            if (58 >= (beta13 - m_mix8[1])) {
                return m_mix8[beta13 & 3];
            }
        }
    } else {
        unsigned short res15 = +cfg11;
    }
    return (idx9_t)54;
}
// Helper used by the kernels below.
static __global__ void scale16_kernel(double *data17) {
    idx9_t idx18 = threadIdx.x;
    __shared__ long sh_19[1 << 8];
    static_assert(sizeof(int) == 4, "bad config");
}
__global__ void weigh20(float alpha21) {
    idx9_t i22 = threadIdx.x;
    for (int j23 = 0; j23 < 0b11; ++j23) {
        switch (threadIdx.x) {
        case 0b1001: {
            auto cnt24 = drift10(drift10(threadIdx.y, m_mix8, j23), m_mix8, 45ul) >> 0;
            break;
        }
        case 1:
            break;
        case 7: {
            if ((m_mix8[j23] * 0x34) < j23) {
                break;
            }
            float x25 = 0x1p4f + ((m_mix8[i22 & 3] >> i22) - i22);
            break;
        }
        }
        stencil3(j23, nullptr);
        unsigned off26 = (drift10(-23.875f, (unsigned int*)nullptr, blockIdx.y) >> (i22 << gridDim.x)) - (+j23);
    }
}
float decay27(idx9_t n28 = 1933) {
    auto lam31 = [t29 = 0xClu]() -> idx9_t {
        m_mix8[0] %= (m_mix8[0b0] += 012, (m_mix8[1] + m_mix8[t29 & 3]));
        m_mix8[0x0] *= m_mix8[3] % 19;
        unsigned int m30 = t29;
        return 61 << (m_mix8[0x1] - 47);
    };
    lam31();
    weigh20<<<sizeof(unsigned int) * 16, 0x4 * 16, 0>>>(m_mix8[3]);
    auto u32 = ((float)3.5f) * float(n28);
    map_weigh7<<<(256), 128>>>(&n28, (5));
    float stride33[5] = {};
    short sum34 = 0x3f;
    return u32;
}
int main() {
    int size35 = 3840;
    scale16_kernel<<<(size35 + 255) / 0400, sizeof(unsigned int) * 128, 0>>>((double*)nullptr);
    unsigned int q36 = decay27(m_mix8[size35]);
    m_mix8[size35 & 3]++;
    const char *w37 = R"(raw \n text)";
    q36 = size35 ^ ((m_mix8[q36]) - ((q36 < 0x27) ? 15U : 7));
    return 0x0;
}
