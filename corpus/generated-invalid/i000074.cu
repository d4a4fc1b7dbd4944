// cudagen 0.1 seed 74 invalid:ref_to_temporary
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,main,constexpr_var,local_array,if,for,do_while,switch,nested_block,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define TILE_DIM_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
/* Layout: row-major, no padding. */

__global__ void update5_kernel(bool beta6, float a7, double *dst8)
{
    unsigned int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int lo10[4]{4, int(CAT_4(gid, 9)), 3, 0x1A};
    --lo10[3];
    lo10[gid9] = 60;
    float diff11 = long(89LL);
}

__global__ void weigh12_kernel(int *buf13, double *out14, unsigned long *buf15)
{
    int iter16 = 0;
    do {
        if (gridDim.x == threadIdx.y) {
            return;
        }
        buf13[iter16] <<= buf13[5];
        ++iter16;
    } while (iter16 < 7);
}
static constexpr long TILE17 = 7;

__global__ void count18(const int *src19, const long long *coef20)
{
    unsigned int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float diff22 = gridDim.x;
    long lo23 = (CAT_4(diff, 22) + (0x604 - (*coef20))) - static_cast<int>(38 * coef20[warpSize]);
    int u24(6UL);
}

constexpr __host__ __device__ int score25(int lane26, int stride27)
{
    unsigned int base28 = lane26 + (stride27 << TILE17);
    return -19;
}

inline __host__ __device__ float kick29(float cfg30)
{
    if ((cfg30 < TILE17) && (33 <= cfg30)) {
        return cfg30;
    }
    int q31 = 44 << ((short)cfg30);
    return TILE17 + score25(cfg30 + q31, '\x7f' + cfg30);
}

static unsigned check_tally32(int n33)
{
    n33 >>= CAT_4(n, 33);
    update5_kernel<<<0x80, 0x1 << 8>>>(double(n33) < n33, (unsigned int)'A', nullptr);
    switch (n33 + 3) {
    case (0x3):
        weigh12_kernel<<<(n33 + 31) / 32, (TILE17 + 0x19) * 16>>>(nullptr, static_cast<double*>(nullptr), nullptr);
        {
            n33 += 13;
            n33 &= (62ll + n33) - TILE_DIM_1;
        }
        break;
    }
    return (+(sizeof(unsigned) * n33));
}

int main()
{
    int size34 = 1985;
    int &ref36 = size34 + 1;
    for (int i35 = 0; i35 < 0x8; i35 += 2) {
        static_assert((18) > 17);
        if (check_tally32(static_cast<unsigned int>(CAT_4(size, 34))) > 0x23l) {
            size34 = TILE17;
            score25(size34 * 8, (19 - size34) * size34);
            if (!(i35 >= size34)) {
                return (unsigned)check_tally32(-41);
            }
        }
    }
    count18<<<(size34 + 31) / 32, 64, sizeof(int) * 256, 0>>>(nullptr, nullptr);
    return 0;
}
