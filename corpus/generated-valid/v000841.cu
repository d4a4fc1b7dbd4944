// cudagen 0.1 seed 841 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,host_global,constexpr_var,local_array,struct,class_private,enum_class,if,if_else,do_while,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_const,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define WARPS_2 64
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 15
#else
#define TUNE_8 47
#endif
const bool g_apply9 = 1;
enum struct Kind10 : int {
    Fast11,
    Idle12,
    Add13 = 3,
    Add14,
    High15
};

template <typename T, int N>
__global__ void combine16_kernel(T alpha17, const T *src18, const float *in19) {
    unsigned int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++alpha17;
    alpha17 += (6.875 / blockDim.x) + tid20;
    T *r21 = nullptr;
}

inline __host__ __device__ float fold22(float cfg23, int lane24, const unsigned int *__restrict__ coef25) {
    int sum26[7] = {};
    if (((sum26[lane24] + WARPS_2) * 35L) != CAT_6(lane, 24)) {
        if (coef25 != nullptr) {
            cfg23 /= lane24;
        } else if ((sum26[lane24] | (53LL * lane24)) >= (8 + sum26[lane24])) {
            if (sum26[2]) {
                return cfg23;
            }
        } else {
            static_assert(sizeof(int) == 4, "tile must fit");
            cfg23++;
        }
    }
    return static_cast<int>((sum26[lane24] += 070, HALF_3(sum26[0])));
}

class Bounds27 {
    long y28;
    int y29;
public:
    __host__ __device__ Bounds27(long init30, int init31) : y28(init30), y29(init31) {}
    __host__ __device__ void total32(unsigned short s33) {
        ++y28;
        Bounds27 f34(s33 % y28, y28);
    }
};

constexpr int drift35(int len36, int count37) {
    count37 ^= (count37 += CAT_6(count, 37), (54U - len36)) * (39 ^ (count37 += 30, len36));
    len36 = HALF_3(CAT_6(count, 37)) - len36;
    return len36;
}

int main(void) {
    int count38 = 2722;
    int w39 = 0;
    do {
        combine16_kernel<float, 7><<<dim3((w39 + 63) / 64, 4), 256, TUNE_8 + (TUNE_8 + 4066)>>>(w39 - CAT_6(count, 38), nullptr, nullptr);
        ++w39;
    } while (w39 < 4);
    combine16_kernel<double, 2><<<dim3((count38 + 127) / 128, 64), (NUM_ITERS_1 + 16), 0, 0>>>((w39 ^ g_apply9) * HALF_3(w39), nullptr, nullptr);
    if (count38 + 30) {
        return (count38 += 6, ((unsigned)count38));
    }
    return 0;
}
