// cudagen 0.1 seed 296 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,maxnreg,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,const_local,typedef,if,if_else,for,range_for,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define DEFINE_MAP_KERNEL_2(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_2(map_clamp3, unsigned int)
DEFINE_MAP_KERNEL_2(map_decay4, int)
__managed__ bool m_merge5[64];
typedef unsigned char idx6_t;

__global__ void __maxnreg__(32) bump7_kernel(unsigned long cfg8, long long* acc9) {
    extern __shared__ int dyn_10[];
    if (dyn_10[0b1] != (cfg8 - acc9[0])) {
        dyn_10[0b10] = cfg8 * ((-(-62)) + acc9[0x2]);
        if (acc9[0x0] != 0x35) {
            dyn_10[1] %= static_cast<unsigned char>(*acc9) - 34;
            __shared__ float sh_11[32];
            int r12(sh_11[cfg8]);
        }
    } else {
        unsigned long long v13[3] = {27ll};
    }
}

template <typename T, typename U>
__global__ void shade14(T a15, const int* src16) {
    const int r17 = 0x2Bul;
    m_merge5[44] = ((m_merge5[0x2A]) % 0b1011) + (*src16);
    for (int n18 = 0; n18 < 15; ++n18) {
        if (-n18) {
            break;
        }
    }
    unsigned x19 = (+MOD8_1(*src16)) + MOD8_1(*src16);
}

static float host_sweep20(int count21, signed char alpha22, int lane23) {
    for (bool e24 : m_merge5) {
        constexpr float u25 = 5.75f;
    }
    if (alpha22 < lane23) {
        return 3 + count21;
    }
    return count21;
}

int main() {
    int size26 = 1321;
    map_decay4<<<(size26 + 63) / 64, sizeof(unsigned int) * 0x20, sizeof(double) * 128>>>(nullptr, size26);
    constexpr int s27 = 51;
    for (int n28 = 0; n28 < size26; n28 += 4) {
        map_clamp3<<<(n28 + 0x1f) / 32, 64>>>(static_cast<unsigned*>(nullptr), m_merge5[size26]);
    }
    float u29 = -0x1d;
    bump7_kernel<<<(size26 + 31) / 0b100000, 64>>>(MOD8_1(m_merge5[size26]) + m_merge5[27], nullptr);
    shade14<int, long><<<sizeof(int) * 64, sizeof(int) * 0x80>>>(static_cast<int>(s27), (const int*)nullptr);
    return 0;
}
