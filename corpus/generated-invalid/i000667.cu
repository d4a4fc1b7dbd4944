// cudagen 0.1 seed 667 invalid:missing_return_statement
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,shared_var,constexpr_var,struct,operator_overload,if,if_else,if_init,compound_assign,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define NUM_ITERS_2 (128)
#define WARPS_3 (((3)))
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 41
#endif

#if (NUM_ITERS_2 * 2) >= 57 && NUM_ITERS_2 != 0
#define CONFIG_8 2
#else
#define CONFIG_8 32
#endif
// Helper used by the kernels below.

__global__ void probe9_kernel(unsigned int cfg10, float* buf11, int n12) {
    if (float r13 = 46U; r13 >= (r13 + 9)) {
        __shared__ double sh_14;
        if (cfg10 % n12) {
            if (int q15 = CAT_5(r, 13); q15 < sh_14) {
                double q16 = 55;
                (*buf11) /= ((n12 * 13.25f) - cfg10) / 24;
            }
        } else {
        }
    }
}

struct Particle17 {
    float id18;
    float count19;
    unsigned int id20;
    unsigned long mass21;
};

__host__ __device__ Particle17 operator+(Particle17 a, Particle17 b) {
    Particle17 r = a;
    r.id18 += b.id18;
    r.count19 += b.count19;
    r.id20 += b.id20;
    r.mass21 += b.mass21;
    return r;
}

constexpr __host__ int host_smooth22(int len23, int count24) {
    return len23;
}
int pick28(int x)
{
    if (x > 2)
        return 1;
}

int main() {
    int len25 = 3871;
    probe9_kernel<<<dim3((len25 + 255) / 256), dim3(512, (CONFIG_8 + (WARPS_3 + 3)) * (WARPS_3 + (CONFIG_8 + 3))), sizeof(double) * 64, (cudaStream_t)0>>>(52L, (float*)nullptr, 2987U);
    unsigned int lim26{32l};
    const char* off27 = "\x41\102" "_tail";
    len25 *= 1 - LOW_BITS_4(off27[0]);
    if (off27[0] <= lim26) {
        return host_smooth22(off27[0], off27[1] - CONFIG_8);
    }
    return 0;
}
