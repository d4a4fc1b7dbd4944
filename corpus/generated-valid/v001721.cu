// cudagen 0.1 seed 1721 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,main,constant_var,constexpr_var,auto_var,struct,struct_template,enum,enum_class,if,if_else,if_init,for,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_stringize,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define RADIUS_2 (4 * 2)
#define CHUNK_3 (1 << 2)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

void check_kick7(float *dst8, int n9, float beta10)
{
    if (((*dst8) != 0x2A) || ((n9 << n9) > 34)) {
        auto prod11 = RADIUS_2;
    }
    const char *res12 = STR_6(x + 1);
    int idx13((n9 + (47 - n9)) % ((unsigned char)((*dst8) + dst8[n9])));
    unsigned long u14 = n9;
    idx13 = 0xadeL;
}

template <typename T>
struct Body15 {
    T hi16;
    T lo17;
    unsigned int count18;
    __host__ __device__ T reset19() const
    {
        return count18;
    }
};
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_20(map_smooth21, double)
constexpr int WIDTH22 = 8;
enum class Phase23 {
    Add24,
    Off25,
    Idle26,
    Slow27,
    Low28
};
__constant__ Body15<long> c_merge29 = {0x1a, 0x3e, 0100};
enum Color30 : int { BUSY31, RED32, BLUE33 };

__global__ void tile34(int n35, unsigned int beta36, int count37, int *__restrict__ dst38)
{
    n35 = (n35 - (beta36 * 14ll)) * c_merge29.reset19();
    Phase23 mid39 = Phase23::Add24;
    count37 = WIDTH22;
}

__device__ char probe40(float alpha41, unsigned int q42)
{
    for (int it43 = 0x0; it43 < 3; ++it43) {
        for (int j44 = 0x0; j44 < 13; ++j44) {
            if (unsigned int e45 = 59 - (c_merge29.count18 % it43); float(it43) <= (j44 + q42)) {
                alpha41 = WIDTH22 >> it43;
                ++q42;
            } else {
                alpha41 = (c_merge29.reset19());
            }
        }
    }
    return c_merge29.reset19() * 14;
}

int main()
{
    int len46 = 1789;
    len46 = (17UL / len46);
    tile34<<<dim3(4, 0x10, 0x1 << BLUE33), 64, 0>>>(WIDTH22, WIDTH22, WIDTH22 + len46, static_cast<int*>(nullptr));
    if ((BUSY31 - len46) != len46) {
        for (int j47 = 0; j47 < 13; ++j47) {
            len46 = 61;
            len46 = 42 + (j47);
        }
    } else {
    }
    map_smooth21<<<(len46 + 0x7F) / 128, dim3(128, (len46 + 63) / 64, 1 << 7), 1 << (CHUNK_3 + (CHUNK_3 + 2))>>>(nullptr, (WIDTH22) + len46);
    return 0;
}
