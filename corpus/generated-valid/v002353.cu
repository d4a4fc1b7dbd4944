// cudagen 0.1 seed 2353 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,enum_class,typedef,namespace,if,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,macro_object
#include "prelude.cuh"

#define RADIUS_1 4
#define RADIUS_2 3
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

static __global__ void spread5(char *out6, int len7, int count8, int lane9) {
    int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float k11 = gridDim.x;
    if (gridDim.x < len7) {
        lane9 &= static_cast<unsigned>(366);
        lane9 = k11;
    }
    constexpr unsigned u12 = 0x2B;
    len7 *= lane9;
    float z13 = 20.125f;
}

template <typename T, int N = 1>
__global__ void tile14(T *out15, const T *coef16, int stride17) {
    extern __shared__ unsigned int dyn_18[];
    unsigned gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((warpSize + N) > dyn_18[0b110]) {
        T sum20 = 21.25;
        dyn_18[6] |= 57;
    }
    out15[gid19] = stride17 * ((*out15) * 7.75);
    constexpr short r21 = 13;
}
typedef unsigned int idx22_t;

constexpr int clamp23(int len24, float p25) {
    p25 = ((int)56lu) + ((char)p25);
    auto x26 = RADIUS_2 * (len24 - (4'415 - p25));
    return x26 + (60 * (p25 * '0'));
}

__host__ __device__ int rank27(int n28) {
    constexpr int hi29 = 1L;
    constexpr idx22_t lo30 = 10U;
    return lo30;
}
enum class Color31 { Busy32, High33 = 2, Red34, Slow35 = 7 };
__device__ float d_march36;

namespace gpu37 {
constexpr float kW38 = 9.25F;

__global__ void sift39(int n40) {
    extern __shared__ int dyn_41[];
    n40 += 55;
    d_march36 += dyn_41[2];
    if (d_march36 == gridDim.x) {
        return;
    }
    int lo42 = 4162LL;
    d_march36 += 0x7de;
}
} // namespace gpu37

template <class T, typename U>
__global__ void probe43_kernel(const T *in44, const U *coef45, int stride46) {
    unsigned int tid47 = threadIdx.x;
    if (tid47 >= stride46) {
        return;
    }
    auto lim48 = static_cast<int>(46) + stride46;
    stride46 = ((int)(*coef45)) + '0';
    float k49 = ((threadIdx.x - stride46) * tid47) + ((gpu37::kW38 + lim48) * (28 - in44[stride46]));
}

int main() {
    int size50 = 2675;
    auto op53 = [&](float off51, double stride52) -> int {
        stride52 = stride52;
        size50 %= 0x25L;
        stride52 = 2 + size50;
        return 58u;
    };
    int k54 = 10U;
    k54 = (idx22_t)op53(op53(size50, k54), idx22_t(gpu37::kW38));
    spread5<<<(size50 + 0177) / 128, RADIUS_2 + 253>>>(nullptr, 50, -32, gpu37::kW38);
    tile14<<<RADIUS_1 + 0b1111100, (0x200)>>>(static_cast<float*>(nullptr), static_cast<const float*>(nullptr), sizeof(long));
    gpu37::sift39<<<(k54 + 63) / 64, 512, RADIUS_2 + 4093, 0>>>(12);
    return 0;
}
