// cudagen 0.1 seed 697 invalid:duplicate_case
// features: kernel,kernel_template,launch_explicit_template_args,grid_constant,restrict_params,launch,launch_shared_mem,host_function,main,device_var,managed_var,shared_var,static_shared,extern_shared,constexpr_var,struct,namespace,if,while,nested_block,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define CHUNK_1 256
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if CHUNK_1 > 37
#define CONFIG_7 7
#else
#define CONFIG_7 21
#endif

struct Body8 {
    unsigned char y9;
    float count10;
};

template <class T, int N = 2>
__global__ void scatter11(T a12, int count13) {
    extern __shared__ int dyn_14[];
    static __shared__ unsigned int sh_15;
    if (a12 == a12) {
        return;
    }
    __shared__ Body8 sh_16[64];
    sh_16[38].y9 -= (MOD8_2(sh_16[count13].y9));
    if (sh_16[076].count10 > sh_15) {
        return;
    }
}

namespace detail17 {
__global__ void bump18_kernel(long a19, double* out20) {
    extern __shared__ float dyn_21[];
    int iter22 = 0;
    while (iter22 < 0b1011) {
        {
            a19 += -(dyn_21[iter22] - (dyn_21[0x7] * out20[iter22 & 7]));
            static __shared__ float sh_23;
        }
        ++iter22;
    }
}
} // namespace detail17

namespace util24 {
__global__ void grow25_kernel(int* __restrict__ out26, int count27, __grid_constant__ const Body8 q28, const double* input29) {
    count27++;
    {
        count27 ^= 13;
        out26[count27] = *out26;
    }
}
__managed__ float m_weigh30[4];
__device__ float d_pivot31;
} // namespace util24

void run_blend32(unsigned char p33) {
    scatter11<unsigned, (4 * 2)><<<(CONFIG_7 + (CONFIG_7 + 50)) * 4, 32>>>(p33, util24::m_weigh30[p33]);
    p33 = util24::m_weigh30[3];
}

int main(void) {
    int size34 = 265;
    switch (size34) {
    case 2:
        ++size34;
        break;
    case 2:
        --size34;
        break;
    }
    if (MOD8_2(size34) >= CAT_6(size, 34)) {
        return size34;
    }
    size34 %= MOD8_2(size34);
    int e35 = (util24::m_weigh30[size34] * CHUNK_1) + size34;
    detail17::bump18_kernel<<<(size34 + 255) / 256, 0x200>>>(sizeof(short int), nullptr);
    util24::grow25_kernel<<<CONFIG_7 + (CONFIG_7 + (CONFIG_7 + 235)), 256, sizeof(double) * 0x100>>>((int*)nullptr, size34 + 0x2, Body8{static_cast<unsigned char>(8), 12}, nullptr);
    return 0;
}
