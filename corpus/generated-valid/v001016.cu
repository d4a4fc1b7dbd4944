// cudagen 0.1 seed 1016 valid
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,shared_var,static_shared,host_global,constexpr_var,const_local,struct,struct_template,using_alias,if,while,do_while,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define CHUNK_2 64
#define RADIUS_3 (0b10000)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if CHUNK_2 > 48
#define CONFIG_6 2
#else
#define CONFIG_6 31
#endif
#define DEFINE_MAP_KERNEL_7(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_7(map_blend8, float)

constexpr __host__ __device__ int fuse9(int stride10, int stride11) {
    return -stride10;
}

template <typename T>
struct Node12 {
    T id13;
    __host__ __device__ void total14(T v15) {
        v15 = (unsigned char)37u;
    }
};

__global__ void pack16_kernel(const double *input17, int *dst18) {
    const int z19 = dst18[threadIdx.z];
    fuse9(*input17, 4073);
    dst18[warpSize & 7] += fuse9(*dst18, input17[1]);
    int w20 = 0;
    do {
        --dst18[6];
        Node12<float> h21 = Node12<float>{31};
        h21.id13 *= ((fuse9(threadIdx.x, w20) & 1) ? fuse9(threadIdx.x, blockDim.x) : 9.125F) * fuse9(input17[0x3] - 5, 15U ^ w20);
        ++w20;
    } while (w20 < w20);
}

unsigned short trace22(Node12<float> b23) {
    b23.id13 -= b23.id13;
    b23.id13 -= 6.5f;
    long *acc24 = nullptr;
    pack16_kernel<<<4 * CONFIG_6, dim3(8, 256, (4))>>>(nullptr, (int*)nullptr);
    return ((((*acc24) + 0x4l) >> fuse9(acc24[2], b23.id13)) < acc24[4]) ? 'A' : ((b23.id13 - b23.id13) * 0x4);
}
using idx25_t = int;
static float g_warp26;

__global__ void __launch_bounds__((1024)) weigh27_kernel(double cfg28, Node12<long> p29, const unsigned *in30, const unsigned long long *coef31) {
    idx25_t tid32 = threadIdx.x;
    if (((unsigned int)threadIdx.y) <= cfg28) {
        return;
    }
    cfg28 += (p29.id13 += tid32, ((threadIdx.x) / 37l));
    static __shared__ unsigned char sh_33[32];
    idx25_t val34 = sh_33[tid32] - fuse9(coef31[tid32] - coef31[tid32], 0x37);
    cfg28 = CONFIG_6;
}

__host__ __device__ int accum35(float p36, idx25_t len37, unsigned long q38) {
    switch (~len37) {
    case 5: {
        int pass39 = 0;
        while (pass39 < len37) {
            len37++;
            (q38--, (p36 /= (int)len37));
            p36 -= p36;
            ++pass39;
        }
        break;
    }
    case (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 5))):
        break;
    case CONFIG_6 + 4:
        break;
    case 4:
        break;
    default:
        break;
    }
    return (p36 <= (q38)) ? (41ul * p36) : 0x1UL;
}

idx25_t check_relax40(double a41, idx25_t stride42, long b43 = 56l) {
    int pass44 = 0;
    do {
        dim3 off45 = dim3((stride42 + 0177) / 128);
        stride42 ^= idx25_t(33 << pass44) * (b43 * ((b43 == stride42) ? sizeof(long) : 28L));
        ++pass44;
    } while (pass44 < (CONFIG_6 + (CONFIG_6 + 3)));
    map_blend8<<<(1), CONFIG_6 + (NUM_ITERS_1 + (CONFIG_6 + (CHUNK_2 + 0x13C))), NUM_ITERS_1 + 0x380>>>((float*)nullptr, stride42 % (b43 - 0x39));
    return int(b43 * 26);
}

int main() {
    int len46 = 1557;
    g_warp26--;
    ++len46;
    g_warp26 = 4.5F;
    g_warp26 /= len46;
    weigh27_kernel<<<(len46 + 31) / 32, (RADIUS_3 + RADIUS_3) * 4>>>((int)41UL, Node12<long>{22l}, nullptr, (const unsigned long long*)nullptr);
    return 0x0;
}
