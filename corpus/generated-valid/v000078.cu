// cudagen 0.1 seed 78 valid
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,device_template_function,host_function,default_args,main,constexpr_var,const_local,struct,struct_template,if,while,do_while,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,cast_reinterpret,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 32
#define SQR_2(x) ((x) * (x))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 6
#else
#define TUNE_8 54
#endif

__global__ void kick9_kernel(int stride10, int* out11, unsigned int a12, const int* __restrict__ coef13) {
    int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int v15 = 14lu * SQR_2(stride10);
    v15 = stride10;
    (--a12, (a12 = 0x36));
    static_assert(10 == 0xa);
    stride10 |= v15 - ((stride10 & i14) * (*out11));
}
static_assert(2 == 2);

__device__ __forceinline__ unsigned int rank16(int* out17) {
    int pass18 = 0;
    do {
        out17[6] = MAX2_3(pass18, pass18);
        double mid19 = char(-0x13);
        ++pass18;
    } while (pass18 < (3 * 5));
    return ((out17[pass18] * TILE_DIM_1) > 63) ? pass18 : 39;
}

template <typename T>
struct Particle20 {
    T lo21;
    T count22, x23;
    __host__ __device__ void scale24(T diff25) {
        Particle20<T> h26{x23, 0b101, 0x6};
    }
};

static __device__ __forceinline__ void count27(int* __restrict__ out28, int n29, int count30 = 35) {
    n29 %= 47l * count30;
    (*out28) = n29;
    Particle20<float> base31 = Particle20<float>{};
    Particle20<float> base32{11.125f, 27, 34};
    count30 |= ((threadIdx.z - 39) * long(base31.x23)) ^ (('\0' | out28[5]) + ((*out28) % out28[n29 & 0x7]));
    double cnt33 = (out28[4] += 1478, ((count30 << 6) | ' '));
    if ((*out28) == n29) {
        goto finish34;
    }
    SWAP_4(int, n29, count30);
finish34:;
}

static __global__ void probe35_kernel(int len36, int* dst37, float b38, const int* src39) {
    int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const char w41 = ((16UL % gid40) * (len36 + 2)) ^ gridDim.x;
    if (src39[3] == b38) {
        return;
    }
    constexpr double val42 = 0x5ul;
}

template <class T, int N>
__host__ __device__ unsigned warp43(T* out44, const int* input45, int len46) {
    len46 = *input45;
    int iter47 = 0;
    while (iter47 < 0xc) {
        len46 %= (24u + len46) % 47;
        ++iter47;
    }
    T v48 = len46;
    return out44[iter47];
}

float smooth49(float* __restrict__ acc50) {
    kick9_kernel<<<(1), TILE_DIM_1 + 480>>>(MAX2_3(*acc50, ((acc50[3] < (*acc50)) ? acc50[6] : 25U)), reinterpret_cast<int*>(acc50), acc50[0x4] * ((*acc50) + (*acc50)), reinterpret_cast<const int*>(acc50));
    (*acc50) = TUNE_8;
    int iter51 = 0;
    do {
        (++acc50[iter51 & 7], ((*acc50) /= iter51));
        ++iter51;
    } while (iter51 < 10);
    static_assert((27) == 27);
    acc50[iter51 & 7] += acc50[6];
    constexpr float v52 = 30l;
    return 6;
}

int main() {
    int len53 = 2255;
    (--len53, (len53 = static_cast<int>(len53)));
    len53 &= len53;
    probe35_kernel<<<(len53 + 31) / 32, 128>>>((len53 & 1) ? (TILE_DIM_1 ^ len53) : len53, static_cast<int*>(nullptr), len53 / 27ul, nullptr);
    return 0b0;
}
