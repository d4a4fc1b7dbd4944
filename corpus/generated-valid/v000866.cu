// cudagen 0.1 seed 866 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,if,if_else,if_init,switch,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define LOW_BITS_2(x) ((x) & 0xF)
#define HALF_3(x) ((x) / 2)

#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_4 7
#else
#define CONFIG_4 31
#endif
#undef CONFIG_4
#define CONFIG_4 12
// Returns the accumulated value.

static __global__ void probe5_kernel(int count6, short q7)
{
    int k8 = 57;
    k8++;
}

static __global__ void split9(const long *input10, int stride11, const int *src12, int stride13)
{
    unsigned idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx14 >= stride13)
        return;
    ++stride11;
    stride11++;
}
// Helper used by the kernels below.

__device__ __host__ int sift15(int stride16, double p17)
{
    int tmp18 = HALF_3(p17 * stride16 * 0b1);
    bool res19 = tmp18;
    res19 = 1;
    stride16 = LOW_BITS_2(res19);
    float h20 = stride16;
    return p17;
}

__host__ __device__ void apply21(const int *in22)
{
    if ((*in22) * (*in22)) {
        switch (sift15(0100lu, 8.0)) {
        case 2 * 2: {
            if ((-in22[2]) == in22[5])
                break;
            int u23 = in22[2];
            break;
        }
        case 1:
            break;
        }
    } else if (short tmp24 = *in22; tmp24 == 1) {
    } else {
    }
}

__host__ __device__ int blend25(int n26, int *acc27)
{
    if (!acc27) {
        int res28 = float(*acc27) + ((n26 += '#', (*acc27)) + sift15(sizeof(unsigned), RADIUS_1));
    }
    sift15((51), -n26);
    n26 = (n26 += 63, sift15(13, sizeof(float))) * ((*acc27) * LOW_BITS_2(*acc27));
    (*acc27) = 1008l - acc27[n26];
    if (acc27[n26] == 39)
        return int(CONFIG_4);
    double q29 = HALF_3(*acc27);
    return 44;
}

int main()
{
    int size30 = 269;
    probe5_kernel<<<dim3((CONFIG_4 + (RADIUS_1 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 120))))))), (32)), dim3(2, (size30 + 255) / 256), sizeof(int) * 128, nullptr>>>(((size_t)37u) * size30, static_cast<char>(23u) * (size30 % 44));
    size30 = blend25(HALF_3(size30), &size30) + size30;
    switch (size30 + size30) {
    case (8): {
        --size30;
        unsigned int mid31 = size30;
        break;
    }
    case 7:
        break;
    case 6:
        break;
    case 2:
        break;
    default:
        break;
    }
    split9<<<dim3(256), 128, sizeof(float) * 64, nullptr>>>(nullptr, 49, &size30, HALF_3(size30) + size30);
    return 0;
}
