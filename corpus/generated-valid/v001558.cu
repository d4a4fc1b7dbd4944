// cudagen 0.1 seed 1558 valid
// features: kernel,kernel_static,kernel_from_macro,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,if_else,for,pragma_unroll,goto,nested_block,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define CHUNK_2 (3)
#define TILE_DIM_3 4
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

static __global__ void __maxnreg__(32) trace7(const long *__restrict__ in8)
{
    bool diff9{false};
    int z10[8] = {};
}
/* Computes one element per thread. */

static __host__ long fuse11(int count12 = 3850ul)
{
    for (int j13 = 0x0; j13 < count12; ++j13) {
        unsigned k14{2u};
    }
    count12--;
    return 4L;
}
enum State15 : int { SLOW16, IDLE17, LOW18 = 5, SLOW19 };

__global__ void __maxnreg__(32) probe20_kernel(int stride21, int count22, int len23, unsigned *buf24)
{
    extern __shared__ int dyn_25[];
    #pragma unroll 4
    for (int j26 = 0x0; j26 < stride21; ++j26) {
        if (len23 <= (j26 % dyn_25[j26 & 0x7])) {
            __shared__ long sh_27[64];
            len23 = 0x27;
        }
    }
}

__host__ __device__ int march28(unsigned int *__restrict__ out29)
{
    out29[2] += 0 + ((*out29) - out29[0x6]);
    State15 flag30 = SLOW16;
    int h31 = ~((*out29) + out29[0]);
    State15 m32 = IDLE17;
    if ((out29[7]) <= 64) {
        goto skip33;
    }
    --out29[h31];
skip33:;
    return (out29[3]);
}

static __global__ void __maxnreg__(128) tile34(int *acc35, const int *input36)
{
    if (((*input36) & 1)) {
        goto done40;
    }
    {
        for (int n37 = 12; n37 > 0; --n37) {
            for (int n38 = 0; n38 < 6; ++n38) {
                __shared__ float sh_39;
            }
            if ((+(input36[n37 & 7] * 38)) == (*input36)) {
                if (march28((unsigned*)nullptr) >= acc35[n37])
                    break;
                if (n37 == 16LL)
                    return;
            } else {
            }
        }
    }
done40:;
}
static_assert((SLOW19 + (RADIUS_1 + (TILE_DIM_3 + (IDLE17 + (IDLE17 + (IDLE17 + (IDLE17 + 1))))))) == 23);
#define DEFINE_MAP_KERNEL_41(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_41(map_weigh42, int)

__host__ double run_gather43(int lane44, long long *buf45, int *acc46)
{
    double prod47[IDLE17 + 7]{62, 1.0, 4.0, 11.625, 9.75, 19.375F, -5.75, -015};
    map_weigh42<<<(lane44 + 0x3f) / 0x40, dim3(sizeof(unsigned int) * (TILE_DIM_3 + 12), CHUNK_2 + 0x3d, (lane44 + 0xff) / 256)>>>(acc46, CAT_6(lane, 44));
    return static_cast<int>((*buf45) << 6);
}

int main()
{
    int n48 = 3981;
    double off49 = 18.25;
    int diff50 = -8;
    if (n48 <= (n48 % n48)) {
        const char *acc51 = "ok";
    } else if ((off49 - ((n48 > n48) ? n48 : IDLE17)) >= ((unsigned long)0x31)) {
        off49++;
        float q52 = n48;
    }
    trace7<<<(n48 + 31) / 32, (0x80)>>>(nullptr);
    probe20_kernel<<<dim3((IDLE17 + 1) * (IDLE17 + 0x1), 2), (CHUNK_2 + 13) * (LOW18 + 0x3)>>>((diff50 + off49), ((diff50 ? diff50 : LOW18) <= off49) ? 8lu : (diff50), (diff50 ^ n48) << ((CAT_6(off, 49) != 27) ? n48 : diff50), nullptr);
    tile34<<<dim3(1 << 0x8, (diff50 + 127) / 0x80), sizeof(int) * (CHUNK_2 + LOW18)>>>(&n48, &diff50);
    return 0;
}
