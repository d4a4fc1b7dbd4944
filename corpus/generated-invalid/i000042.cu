// cudagen 0.1 seed 42 invalid:decltype_managed
// features: kernel,kernel_template,launch_deduced_template_args,kernel_extern_c,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constant_var,managed_var,shared_var,constexpr_var,static_local,if,if_else,goto,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 24
#endif
__constant__ bool c_march5 = true;
static_assert(((TUNE_4 + 19) * 2) == 54, "tile must fit");
#define DEFINE_MAP_KERNEL_6(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_6(map_relax7, float)

template <typename T>
__global__ void blend8_kernel(const T *__restrict__ input9, T *acc10, const float *__restrict__ input11)
{
    __shared__ unsigned char sh_12[256];
    sh_12[blockDim.x]++;
    --acc10[2];
}
static_assert(021 > 16, "bad config");
__managed__ unsigned m_decay13 = 37;

extern "C" __global__ void probe14(int len15, char *data16, short int *__restrict__ dst17, int *__restrict__ data18)
{
    unsigned int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx19 >= len15) {
        return;
    }
    data16[len15] = BLOCK_SIZE_1;
    unsigned int t20((int(~(*data18))));
    if (!data18) {
        goto skip22;
    }
    if (((blockIdx.y * c_march5) - len15) <= 33LL) {
        if (c_march5) {
            short idx21 = -31l;
            idx21 = TUNE_4 + threadIdx.y;
        }
    }
skip22:;
}
__managed__ int m_count25 = 1;

int main()
{
    int n23 = 3476;
    decltype(m_count25) copy26 = 2;
    if (4 <= ((m_decay13) & (m_decay13 + n23))) {
        static int sum24 = 19;
    } else if (m_decay13 != MAX2_2(m_decay13, m_decay13)) {
        n23 = long(m_decay13 + (04354lu * m_decay13));
        probe14<<<(n23 + 127) / 128, dim3((n23 + 0177) / 128), 02000>>>(m_decay13, nullptr, nullptr, (int*)nullptr);
    }
    map_relax7<<<dim3(16, (1), sizeof(int)), 32, 0, 0>>>((float*)nullptr, (MAX2_2(n23, m_decay13)));
    blend8_kernel<<<dim3((n23 + 63) / 64, (m_decay13 + 127) / 128, 4 * 0b1000), dim3((n23 + 127) / 128), 0>>>((const int*)nullptr, (int*)nullptr, nullptr);
    return 0;
}
