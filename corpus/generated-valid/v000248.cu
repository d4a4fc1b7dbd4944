// cudagen 0.1 seed 248 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,shared_var,static_shared,extern_shared,host_global,constexpr_var,auto_var,struct,class_private,typedef,if,for,do_while,nested_block,static_assert,ternary,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define CHUNK_2 (((8)))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 49
#endif

class Acc7 {
    double x8;
    unsigned int sum9;
    int id10;
public:
    __host__ __device__ Acc7(double a11, unsigned a12, int a13) : x8(a11), sum9(a12), id10(a13) {}
    __host__ __device__ unsigned get14(unsigned val15) const
    {
        Acc7 val16{6.0, 0x7U, 0x2};
        val15 = ((sum9 > val15) ? MIN2_3(id10, id10) : (x8 - id10)) - (~(val15 & 58));
        return (val15 - CHUNK_2) + (0x1e + x8);
    }
};
constexpr int TILE17 = (64);
double g_march18[] = {-4.125, 6.875, -11.875, 25, -15.5};

__global__ void march19_kernel(int lane20)
{
    extern __shared__ long dyn_21[];
    int f22 = gridDim.x;
    f22 = f22;
    int z23 = dyn_21[5];
    constexpr long mid24 = 4502;
    lane20 = 0x20;
    z23 = (float)warpSize;
    static __shared__ double sh_25[4 * 4];
}
typedef Acc7 rec26_t;

__global__ void lerp27(float p28, float *dst29)
{
    {
        static_assert((CHUNK_2 + 31) == 0x27, "tile must fit");
        static __shared__ long sh_30;
    }
    p28 = TILE17;
    auto hi31 = dst29[blockDim.z];
}

void step32(float q33, short beta34, unsigned int alpha35 = 4)
{
    {
        float v36 = 54;
        int w37 = 0;
        do {
            if (21l >= alpha35) {
                return;
            }
            ++w37;
        } while ((w37 < w37) && (double(alpha35) != TILE17));
    }
    for (int j38 = beta34; j38 > 0b0; --j38) {
        beta34 = TUNE_6;
        g_march18[beta34] = MIN2_3(LOW_BITS_4(LOW_BITS_4(j38)), (static_cast<int>(BLOCK_SIZE_1) + alpha35));
    }
}

int main()
{
    int count39 = 717;
    if ((g_march18[count39] != TILE17) || (g_march18[count39] < g_march18[count39])) {
        return ~(57u + count39);
    }
    g_march18[2] = 19.25;
    march19_kernel<<<(count39 + 63) / 64, TILE17 + 0x1c0, 0>>>((TILE17 * g_march18[count39]) + ((count39 != count39) ? TILE17 : count39));
    lerp27<<<dim3((count39 + 255) / 0400, (count39 + 127) / 0x80), sizeof(unsigned int) * (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + CHUNK_2)))>>>(count39 + 1, static_cast<float*>(nullptr));
    return 0;
}
