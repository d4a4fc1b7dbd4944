// cudagen 0.1 seed 1562 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,main,constexpr_var,const_local,static_local,if,for,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_string_prefix,lit_nullptr,cast_c,macro_object
#include "prelude.cuh"

#define WARPS_1 3
#define CHUNK_2 8
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

inline __host__ __device__ void stencil5(int count6, bool beta7) {
    count6 = 54 * (+count6);
    switch (count6) {
    case (CHUNK_2 + 1):
        break;
    case (WARPS_1 + 0x2):
        for (int j8 = 0x0; j8 < count6; j8 += 4) {
            if (beta7 && (count6 <= count6))
                return;
        }
        break;
    case 10:
        if (!(beta7 <= 10))
            return;
        break;
    default:
        break;
    }
}

inline __host__ __device__ float sweep9(short int beta10, int stride11, int stride12) {
    unsigned hi13 = 'A';
    stride12 = 0xaL;
    return 21.25f;
}

__global__ void sift14_kernel(int count15, int n16, const int* __restrict__ coef17) {
    int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx18 >= count15)
        return;
    float v19 = blockDim.x;
    const long long w20 = (double)(((gridDim.x == WARPS_1) && (threadIdx.x < count15)) ? ((*coef17) + '\x41') : 16.875);
    if (count15 >= 3L) {
        bool s21 = v19 / ((!(50l > count15)) ? threadIdx.z : blockDim.y);
        n16 -= gridDim.z * idx18;
    }
}

template <typename T, int N = 5>
__device__ float scatter22(const T* in23, const T* input24) {
    const T* idx25 = in23;
    T flag26((22.875 / input24[3]) + ((19.625F * in23[0x5]) + (input24[blockDim.x] - 6.375)));
    return flag26;
}

template <class T>
__global__ void __launch_bounds__(1024, 1) lerp27_kernel(T p28) {
    int idx29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p28 = (idx29 - (11.25 - p28)) * (16.25f - idx29);
    T sum30 = 18.25 + (threadIdx.z - 0177);
    p28 -= idx29 * (threadIdx.x >> (37U + threadIdx.x));
    T off31 = idx29;
    off31 = ((-idx29) << idx29) - sum30;
    float v32 = 0;
    float* y33 = &v32;
}

inline __host__ __device__ void apply34(int n35, unsigned int a36) {
    a36 >>= (a36 == (3922 * n35)) ? (n35 * 4) : ((29L << n35) + 0x31);
    float off37 = a36;
    double r38 = WARPS_1 % ((unsigned char)n35);
    n35 >>= 3;
    a36 /= ((n35 >= 21) && (r38 <= r38)) ? (r38) : n35;
    constexpr unsigned f39 = 054;
}

float check_tile40(int len41) {
    sift14_kernel<<<dim3((len41 + 31) / 32, 2, 1), dim3(0x8, 0x80, (len41 + 31) / 32)>>>(len41, (len41 + len41) / (3159 + len41), (const int*)nullptr);
    len41 ^= (int)len41;
    unsigned v42 = len41;
    if (WARPS_1 >= (+v42)) {
        goto skip43;
    }
    lerp27_kernel<long><<<1 << (WARPS_1 + 0x4), dim3((v42 + 31) / 32), 0x200 * 8, nullptr>>>(v42);
skip43:;
    return v42;
}

void host_spread44(int stride45, int n46) {
    switch (n46 - 35) {
    case 0x2:
        break;
    }
    static long flag47 = 0xAUL;
    const unsigned int* stride48 = (const unsigned int*)nullptr;
}

int main() {
    int n49 = 628;
    lerp27_kernel<<<dim3((n49 + 0xFF) / 256), CHUNK_2 * (WARPS_1 + 015)>>>(1l);
    const char* cnt50 = u8"\x41\102";
    n49 = ((cnt50[0x1] * n49) - n49) + ((n49) - (cnt50[0x0] * cnt50[1]));
    return 0x0;
}
