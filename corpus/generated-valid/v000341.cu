// cudagen 0.1 seed 341 valid
// features: kernel,maxnreg,launch,builtin_vars,host_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,struct,operator_overload,if,if_else,for,while,do_while,goto,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_if,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define CHUNK_2 (5)
#define TILE_DIM_3 (256)
#define HALF_4(x) ((x) / 2)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#if TILE_DIM_3 > 128
#define CONFIG_8 4
#else
#define CONFIG_8 13
#endif
#undef RADIUS_1
#define RADIUS_1 24
// NOTE: keep in sync with the host reference.

__global__ void fuse9_kernel(const unsigned *input10, int lane11, const int *in12)
{
    extern __shared__ int dyn_13[];
    int i14 = threadIdx.x;
    if (i14 >= lane11)
        return;
    lane11 = i14;
    if (in12 == nullptr) {
        if (((*input10) > 22) && (in12[i14] != sizeof(int)))
            return;
    } else {
        float *w15 = nullptr;
        constexpr unsigned x16 = 2UL;
    }
}
constexpr int LANES17 = CONFIG_8;
__constant__ unsigned c_mix18 = 29;

struct Particle19 {
    int w20;
    unsigned long sum21;
};

__host__ __device__ Particle19 operator+(Particle19 a, Particle19 b)
{
    Particle19 r = a;
    r.w20 += b.w20;
    r.sum21 += b.sum21;
    return r;
}

__global__ void __maxnreg__(128) clamp22_kernel(unsigned int p23, bool p24)
{
    p24 = (c_mix18 <= (p23 ^ c_mix18)) || c_mix18;
    int iter25 = 0;
    if ((gridDim.x) >= p24) {
        goto skip28;
    }
    do {
        int pass26 = 0;
        while (pass26 < pass26) {
            if ((iter25) >= CAT_7(iter, 25)) {
                --p23;
                float m27{4.5F};
            }
            ++pass26;
        }
        ++iter25;
    } while ((iter25 < 12) && (c_mix18 < LANES17));
skip28:;
}

float check_clamp29(short *data30, int lane31, unsigned alpha32 = 31ul)
{
    int x33 = sizeof(int);
    Particle19 tmp34 = {1047, size_t(data30[3])};
    for (int n35 = 0; n35 < x33; ++n35) {
        tmp34 = tmp34;
        --x33;
    }
    return LANES17;
}

int main()
{
    int n36 = 3341;
    float off37(n36);
    if (54UL != (off37 + '"'))
        return off37;
    long acc38[6] = {};
    n36 = (off37 * (LANES17 - acc38[5])) + int(48L);
    acc38[n36]--;
    acc38[5] = RADIUS_1;
    fuse9_kernel<<<1, sizeof(unsigned int) * (CONFIG_8 + (LANES17 + 010))>>>((const unsigned int*)nullptr, -56, (const int*)nullptr);
    clamp22_kernel<<<CHUNK_2 + (TILE_DIM_3 + (CHUNK_2 + 246)), (32)>>>(LANES17, (025 == check_clamp29(nullptr, CAT_7(off, 37), off37)) && ((acc38[n36] == acc38[n36]) || (off37 == 11)));
    return 0;
}
