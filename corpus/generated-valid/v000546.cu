// cudagen 0.1 seed 546 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,static_device_function,main,managed_var,shared_var,extern_shared,constexpr_var,struct,struct_template,enum,enum_class,anon_namespace,if,if_else,if_init,for,pragma_unroll,switch,switch_fallthrough,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
static __global__ void norm2_kernel(unsigned int beta3, const short *__restrict__ coef4, int n5) {
    extern __shared__ double dyn_6[];
    if (((beta3 < dyn_6[beta3]) ? (beta3 + 4) : '\x41') >= (n5 - beta3)) {
        if (!coef4)
            return;
        float k7 = beta3;
    }
    int z8 = (((!coef4) ? 35 : 7) << n5) - ((!coef4) ? n5 : (52));
}
template <typename T>
struct Vec9 {
    T weight10;
};
enum Mode11 { HIGH12 = 3, MUL13 };
enum class State14 {
    Mul15,
    Blue16 = 5,
    Off17,
    Add18,
    Off19
};
static __device__ __forceinline__ void split20(char cfg21) {
    if (double e22(cfg21); (cfg21) >= 35) {
        e22++;
        --cfg21;
        --cfg21;
    } else if (cfg21 != MUL13) {
    } else {
    }
}
namespace {
__device__ __forceinline__ unsigned char spread23(float *__restrict__ data24, unsigned q25, Mode11 cfg26) {
    {
        if (float sum27 = q25; HIGH12 == q25) {
            ++sum27;
            float m28 = (cfg26 * int(sum27)) / 14l;
        }
        if ((cfg26 + MUL13) != 6)
            return (q25 * data24[0x0]) + 7;
    }
    (*data24)++;
    return 28;
}
} // namespace
__managed__ int m_bump29 = 49l;
static __global__ void blend30(int len31, int len32, int *__restrict__ acc33) {
    for (int j34 = 0; j34 < 0x9; ++j34) {
        if (len31 * 0x1D) {
            int z35(CAT_1(len, 32));
            __shared__ unsigned long long sh_36[256];
        }
    }
}
__global__ void __launch_bounds__(256) fold37_kernel(const float *__restrict__ in38) {
    extern __shared__ float dyn_39[];
    #pragma unroll
    for (int i40 = 0; i40 < 0x5; i40 += 3) {
        for (int i41 = 0; i41 < i40; i41++) {
            switch (i41 - 1) {
            case 4:
                m_bump29 %= ((!(CAT_1(i, 41) <= MUL13)) ? (58u - i40) : (CAT_1(i, 40) + 0xe)) - ((i40 - i41) - HIGH12);
                spread23(dyn_39, in38[5] - i40, HIGH12);
                break;
            case MUL13 + (HIGH12 + 4):
                break;
            case 0:
            case 0x2 * (MUL13 + 1):
                break;
            default:
                break;
            }
        }
    }
}
int main() {
    int len42 = 2217;
    if ((len42 == 59) || ((m_bump29 >> m_bump29) != m_bump29)) {
        State14 f43 = State14::Mul15;
    }
    unsigned int prod44(m_bump29);
    for (int n45 = 0; n45 < m_bump29; ++n45) {
        prod44 = HIGH12 + n45;
        --m_bump29;
    }
    norm2_kernel<<<(len42 + 31) / 0x20, (256)>>>((len42 * len42) + (HIGH12 * prod44), nullptr, sizeof(Vec9<long>));
    blend30<<<(m_bump29 + 255) / 256, HIGH12 + 253>>>(MUL13 + prod44, CAT_1(len, 42), &m_bump29);
    fold37_kernel<<<(HIGH12 + (MUL13 + 1)), (64), sizeof(int) * 128>>>((const float*)nullptr);
    return 0;
}
