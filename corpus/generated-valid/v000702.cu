// cudagen 0.1 seed 702 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,auto_var,struct,aligned_struct,enum_class,if,if_else,if_init,for,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b
static_assert(0x1E > 0x1D);

__global__ void accum4_kernel(const int* coef5, float b6)
{
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (b6 != blockIdx.x)
        return;
    b6 *= (static_cast<float>(8.5F) * threadIdx.z) - (threadIdx.x + (b6 + coef5[gid7]));
    for (int i8 = (blockIdx.x * blockDim.x) + threadIdx.x; i8 < gid7; i8 += blockDim.x * gridDim.x) {
        double idx9 = (b6 += 18.625f, 0x17);
        long long f10 = 0x1Dul;
        b6 = b6;
    }
}

struct alignas(8) Body11 {
    int sum12;
    unsigned vel13;
    short w14;
};
enum class Mode15 : unsigned int {
    Off16,
    Mul17 = 4,
    Low18,
    High19,
    Idle20
};

__global__ void __launch_bounds__((128), 0x3) step21_kernel(int len22, double cfg23)
{
    extern __shared__ float dyn_24[];
    int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (len22)
        return;
    cfg23 /= static_cast<short>(idx25);
    Mode15 k26 = Mode15::Off16;
    if (constexpr unsigned w27 = 33; idx25 + 749) {
        dyn_24[5] += 6.125f;
        k26 = k26;
    } else {
        cfg23 = threadIdx.x;
    }
}

__host__ __device__ float decay28(double beta29, Mode15 q30, const unsigned char* src31)
{
    for (int j32 = 0, j33 = 0x3; j32 < j33; (++j32, (--j33))) {
        const float* s34 = nullptr;
    }
    beta29 /= MOD8_1(*src31);
    beta29++;
    beta29 -= src31[3];
    q30 = Mode15::Low18;
    int lo35 = ((src31[6] + beta29) * 48U) + src31[7];
    return (src31[6] / (*src31)) - (beta29 + (beta29 / beta29));
}

__global__ void sweep36(unsigned short* acc37)
{
    int i38 = threadIdx.x;
    decay28(CAT_3(i, 38), Mode15::Mul17, nullptr);
    if ((*acc37) <= blockDim.x)
        return;
    __shared__ double sh_39[10][0xc];
    auto x40 = sh_39[i38][3];
}

unsigned long long run_scatter41(Mode15 beta42, const unsigned long* coef43, double beta44)
{
    for (int it45 = 0; it45 < (9); ++it45) {
        beta44 *= ((coef43[0x3] + coef43[it45]) * (6 * beta44));
        (++beta44, (beta42 = beta42));
    }
    if (float(coef43[5]) == coef43[7])
        return decay28(beta44, beta42, (const unsigned char*)nullptr);
    return decay28(static_cast<float>(beta44), Mode15::Low18, nullptr) - beta44;
}

int main()
{
    int n46 = 1311;
    step21_kernel<<<dim3(0x4 * 0x4), (128), 64 * 16, nullptr>>>(36ul, decay28(n46, Mode15::Idle20, nullptr));
    if (double idx47 = (11.75 / n46) - n46; 60 != (idx47 * 2U)) {
        sweep36<<<256, 512>>>(nullptr);
        unsigned cnt48[7] = {0x16UL, 1u, 50};
        cnt48[n46] ^= (0x2 - cnt48[0x2]) + cnt48[0] + MOD8_1((static_cast<unsigned int>(n46)));
    }
    n46 = decay28(n46, Mode15::Off16, nullptr);
    accum4_kernel<<<dim3(128), dim3(2 * 4), 0x80 * 2, (cudaStream_t)0>>>(&n46, decay28(sizeof(int) / n46, Mode15::Low18, nullptr));
    return 0;
}
