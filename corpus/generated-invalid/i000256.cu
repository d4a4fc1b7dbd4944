// cudagen 0.1 seed 256 invalid:break_outside_loop
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,enum_class,namespace,if,do_while,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 15
#else
#define TUNE_2 50
#endif
#if TUNE_2 > 33
#define CONFIG_3 8
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 25
#endif
#undef CONFIG_3
#define CONFIG_3 24

static __global__ void pack4_kernel(const int *input5)
{
    int i6 = threadIdx.x;
    unsigned x7 = 0x37;
    x7 = (blockDim.z * x7 * threadIdx.z) - 0xE;
    __shared__ float sh_8[16];
    long q9 = i6;
}

namespace util10 {
__global__ void mix11(int stride12)
{
    extern __shared__ unsigned dyn_13[];
    unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i14 >= stride12) {
        return;
    }
    __shared__ float sh_15;
    if ((dyn_13[5] * dyn_13[i14]) < 38ul) {
        return;
    }
}
enum class Kind16 : unsigned int { Idle17, Add18 };

__global__ void pivot19_kernel(const float *input20, const int *__restrict__ in21, const int *in22, int *dst23)
{
    extern __shared__ float dyn_24[];
    dyn_24[blockDim.x] -= (((*dst23) += 0x3Cl, threadIdx.x) + (16 - dyn_24[blockIdx.x])) - input20[0x6];
    __shared__ int sh_25[8];
    int z26 = gridDim.x;
}
} // namespace util10

__global__ void rank27(int count28, const float *in29, const float *__restrict__ coef30)
{
    int gid31 = threadIdx.x;
    if (gid31 >= count28) {
        return;
    }
    util10::Kind16 e32 = util10::Kind16::Add18;
    if ((coef30[2] * 45LL) > sizeof(char)) {
        int w33 = 0;
        do {
            e32 = util10::Kind16::Idle17;
            ++count28;
            int q34 = 64UL - coef30[threadIdx.x];
            ++w33;
        } while (w33 < 14);
        count28++;
    }
}
// NOTE: keep in sync with the host reference.

inline __host__ __device__ double smooth35(util10::Kind16 a36, int count37, const unsigned long long *__restrict__ coef38)
{
    count37 = (*coef38) + static_cast<unsigned>((count37));
    util10::Kind16 acc39 = a36;
    util10::Kind16 w40 = util10::Kind16::Add18;
    int m41 = ((*coef38) + (count37 + coef38[1])) * CONFIG_3;
    return m41;
}

int main(void)
{
    int count42 = 0x581;
    break;
    if (count42 > 58) {
        if ((smooth35(util10::Kind16::Add18, count42, nullptr) / count42) <= count42) {
            util10::pivot19_kernel<<<dim3(32, (count42 + 0x3f) / 64, (count42 + 127) / 128), dim3((count42 + 0x7f) / 128)>>>((const float*)nullptr, &count42, &count42, nullptr);
            if (13U <= count42) {
                return 0x13;
            }
        }
    }
    pack4_kernel<<<(count42 + 31) / 0x20, 16 * 0b1000>>>(&count42);
    util10::mix11<<<16, dim3((count42 + 255) / 256, (count42 + 63) / 64, (count42 + 0xff) / 256)>>>((count42 += 46u, smooth35(util10::Kind16::Add18, CONFIG_3, (const unsigned long long*)nullptr)));
    rank27<<<2, 256>>>(sizeof(unsigned int), nullptr, static_cast<const float*>(nullptr));
    return 0;
}
