// cudagen 0.1 seed 1188 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,default_args,main,managed_var,shared_var,constexpr_var,struct,struct_template,namespace,if,if_else,if_init,while,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define NUM_ITERS_2 256
#define RADIUS_3 32
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#if NUM_ITERS_2 > 114
#define CONFIG_8 7
#else
#define CONFIG_8 17
#endif
constexpr long WIDTH9 = (1 << 3) * (2 * 8);
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(128) sift10_kernel(int* out11, float* dst12)
{
    unsigned i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    out11[i13 & 0x7] = *out11;
    dst12[0] = ((919) + i13) ^ i13;
}
// Helper used by the kernels below.

struct Pixel14 {
    int lo15;
    int weight16;
    int val17;
};

namespace math18 {
static __device__ __noinline__ unsigned long count19(int n20 = 54)
{
    if (constexpr int w21 = 56; (n20 == n20) || (n20 < blockIdx.x) || (45 >= (n20 += w21, 8lu))) {
        n20 = U'#';
        n20 = WIDTH9 + threadIdx.y;
    } else {
    }
    return ~n20;
}
} // namespace math18

__global__ void fold22(int* buf23)
{
    int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    math18::count19(SQR_4(*buf23));
    if ((buf23[6] >> math18::count19(buf23[i24])) <= (39l - buf23[blockDim.z])) {
        buf23[6] = (threadIdx.x * i24) * gridDim.x;
        buf23[i24] = '0';
    } else if (!((buf23[0] + WIDTH9) > threadIdx.x)) {}
}

template <typename T>
struct Particle25 {
    T count26;
    T mass27;
    T mass28;
};
__managed__ long m_stencil29 = NUM_ITERS_1 + 56;
// Returns the accumulated value.

__global__ void pack30(double b31, const int* input32, int count33)
{
    unsigned tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid34 >= count33) {
        return;
    }
    int iter35 = 0;
    while (iter35 < m_stencil29) {
        if ((input32 != nullptr) && (math18::count19(input32[blockIdx.z]) >= blockDim.y)) {
            __shared__ long sh_36[16];
        } else if (double idx37 = 63 * SQR_4(b31 - count33); idx37 > (m_stencil29 - m_stencil29)) {
            (++count33, (count33 = math18::count19()));
        } else {
            __shared__ int sh_38[32];
        }
        ++iter35;
    }
}

__host__ double host_score39(unsigned* buf40)
{
    buf40[1] = (36l * m_stencil29) - 34;
    buf40[0x2] = WIDTH9;
    int r41(sizeof(Particle25<float>));
    return WIDTH9;
}

int main(void)
{
    int n42 = 3707;
    unsigned u43 = SQR_4(~n42) * (-host_score39(nullptr));
    pack30<<<128, dim3(0x4 * 2, (m_stencil29 + 255) / 256, (u43 + 0x7F) / 128), 1 << (NUM_ITERS_1 + 0x4), 0>>>(host_score39(&u43), nullptr, host_score39(&u43));
    (m_stencil29++, (m_stencil29 = +((m_stencil29 += m_stencil29, sizeof(Particle25<float>)) << (u43 + WIDTH9))));
    if ((u43) != 53u) {
        return SQR_4(host_score39(&u43));
    }
    fold22<<<(64), sizeof(unsigned int) * (NUM_ITERS_1 + 12), 0x0, (cudaStream_t)0>>>(&n42);
    int flag44(m_stencil29);
    sift10_kernel<<<dim3((NUM_ITERS_1 + (NUM_ITERS_1 + (CONFIG_8 + 1))), 0x1 << 0x3, (flag44 + 0x1f) / 32), NUM_ITERS_1 + (NUM_ITERS_1 + 0x38)>>>(nullptr, (float*)nullptr);
    return 0;
}
