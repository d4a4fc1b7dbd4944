// cudagen 0.1 seed 1093 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,host_function,main,shared_var,constexpr_var,enum,enum_class,if,for,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_static,sizeof,lambda,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define RADIUS_2 (4)
#define CAT_3(a, b) a##b

#if RADIUS_2 > 102
#define CONFIG_4 4
#else
#define CONFIG_4 17
#endif
#undef CONFIG_4
#define CONFIG_4 2
enum Mode5 { HIGH6, OFF7, MUL8 = 5, BUSY9 };

static __global__ void __maxnreg__(32) combine10_kernel(int n11, float beta12, int *acc13, int *dst14)
{
    unsigned i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((threadIdx.y == n11) && (i15 < dst14[gridDim.z & 7]))
        return;
    if ((-n11) == beta12)
        return;
    beta12 = n11 / ((dst14[i15]) | (sizeof(unsigned) - (*acc13)));
    n11 = blockDim.x;
}
enum class Axis16 { Off17, Blue18 };

__device__ float march19(const float *input20, unsigned int cfg21)
{
    ++cfg21;
    float stride22 = cfg21;
    cfg21 = input20[7];
    __shared__ unsigned int sh_23[256];
    return 18.5f;
}

__device__ unsigned int shade24(unsigned char p25)
{
    for (int it26 = 0; it26 < (13); ++it26) {
        p25 = march19(nullptr, 9);
        int v27 = 19L;
        for (int i28 = 0; i28 < v27; ++i28) {
            bool flag29 = 1 / ((i28 ^ blockDim.z) * (blockDim.y % RADIUS_2));
            flag29 = !(CAT_3(i, 28) > (CAT_3(i, 28) % 0x38l));
        }
    }
    return '#' + blockDim.y;
}

template <typename T, int N>
__global__ void relax30_kernel(T q31, long *data32)
{
    int tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (CAT_3(q, 31) > q31)
        return;
    for (int n34 = 3; n34 > 0; --n34) {
        T *m35 = &q31;
        for (int j36 = (blockIdx.x * blockDim.x) + threadIdx.x; j36 < n34; j36 += blockDim.x * gridDim.x) {
            int x37(shade24(CAT_3(q, 31)));
            (m35[4]++, (x37 = (shade24(m35[j36 & 7] + u8'A'))));
        }
    }
}

double host_relax38(int n39)
{
    char *acc40 = static_cast<char*>(nullptr);
    Mode5 f41 = OFF7;
    return (BLOCK_SIZE_1 << (n39 + f41)) * 2;
}

int main()
{
    int len42 = 1764;
    auto lam44 = [](unsigned int w43) -> unsigned short {
        host_relax38(23);
        return host_relax38(w43 % w43);
    };
    lam44(CAT_3(len, 42));
    host_relax38(len42 >> 0);
    combine10_kernel<<<(len42 + 31) / 0x20, 16 * 0x4, 0>>>(static_cast<int>(2 - len42), lam44(len42), static_cast<int*>(nullptr), static_cast<int*>(nullptr));
    unsigned char t45 = BUSY9;
    relax30_kernel<int, 1><<<sizeof(unsigned int) * RADIUS_2, 1 << (BLOCK_SIZE_1 + OFF7)>>>((0x31U * t45), nullptr);
    return 0x0;
}
