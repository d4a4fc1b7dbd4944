// cudagen 0.1 seed 122 invalid:stray_token
// features: kernel,launch_bounds,restrict_params,launch,launch_stream,device_function,static_device_function,default_args,main,managed_var,shared_var,extern_shared,host_global,constexpr_var,if,for,pragma_unroll,switch,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define RADIUS_2 4
#define TILE_DIM_3 (256)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if RADIUS_2 > 99
#define CONFIG_7 3
#else
#define CONFIG_7 22
#endif
#undef CONFIG_7
#define CONFIG_7 48
__managed__ int m_bias8 = 0x34;

__global__ void __launch_bounds__((RADIUS_2 + (RADIUS_2 + 56))) grow9_kernel(signed char *__restrict__ buf10) {
    m_bias8 /= (m_bias8);
    float cnt11 = ((unsigned)(m_bias8 >> buf10[0x1])) + ((+buf10[m_bias8]) - (m_bias8 - 02257u));
    if ((m_bias8 >> m_bias8) != buf10[m_bias8]) {
        goto finish12;
    }
    buf10[m_bias8] |= 127;
    ++(*buf10);
    m_bias8 -= buf10[3];
finish12:;
}

__device__ long long mix13(int len14, unsigned long b15 = 0x2DF) {
    int flag16 = '\a';
    if (m_bias8 == b15) {
        goto skip17;
    }
    flag16 %= flag16;
skip17:;
    return (50LL / m_bias8) + b15;
}

__global__ void spread18_kernel(float *__restrict__ data19, const float *input20, int n21) {
    extern __shared__ int dyn_22[];
    if ((*input20) < n21) {
        goto out25;
    }
    if (data19[n21] > dyn_22[m_bias8])
        return;
    switch (m_bias8) {
    case 0:
        break;
    case RADIUS_2 + (RADIUS_2 + 2):
        #pragma unroll
        for (int i23 = 0; i23 < 0x3; i23++) {
            m_bias8--;
            n21 /= (m_bias8 * 27) / 3337;
            constexpr int s24 = 013UL;
        }
        break;
    case 11:
        break;
    case 1:
        break;
    default:
        break;
    }
out25:;
}

static __device__ int tile26(const float *__restrict__ src27) {
    if ((*src27) <= src27[5]) {
        goto finish29;
    }
    for (int n28 = 0; n28 < 13; n28 += 4) {
        if (n28 >= (*src27))
            return 24u % (n28 - 61);
    }
    m_bias8 %= (m_bias8);
finish29:;
    return m_bias8 * 'z';
}
const char *g_weigh30 = "kernel\n";
int stray33(int x) )
{
    return x;
}

int main() {
    int count31 = 889;
    grow9_kernel<<<(512), CONFIG_7 + (RADIUS_2 + 12)>>>(nullptr);
    --m_bias8;
    spread18_kernel<<<(RADIUS_2 + 4), (RADIUS_2 + (RADIUS_2 + (RADIUS_2 + (NUM_ITERS_1 + 180)))) * 2>>>((float*)nullptr, nullptr, m_bias8);
    cudaStream_t t32 = (cudaStream_t)0;
    return 0;
}
