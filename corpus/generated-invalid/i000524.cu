// cudagen 0.1 seed 524 invalid:ambiguous_overload
// features: kernel,restrict_params,launch,launch_shared_mem,host_function,main,device_array,host_global,constexpr_var,local_array,struct,operator_overload,aligned_struct,if,if_init,static_assert,ternary,compound_assign,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define HALF_2(x) ((x) / 2)

struct __align__(16) Node3 {
    float vel4;
    int sum5;
    unsigned int id6;
};

__host__ __device__ Node3 operator+(Node3 a, Node3 b) {
    Node3 r = a;
    r.vel4 += b.vel4;
    r.sum5 += b.sum5;
    r.id6 += b.id6;
    return r;
}

__global__ void sift7_kernel(float* __restrict__ data8, int len9, const int* src10) {
    bool y11 = (len9 * ((*data8) / 3852)) >= TILE_DIM_1;
    len9--;
}
static_assert(40 == 40, "tile must fit");
// Layout: row-major, no padding.

__global__ void filter12(const unsigned* __restrict__ input13) {
    if (*input13) {
        if (input13[0] <= ((input13[6] == (*input13)) ? 1 : 25)) {
            double base14 = input13[4];
        }
    }
}

__host__ void merge15(float q16, const int* coef17, const unsigned int* input18) {
    int cnt19[3] = {static_cast<int>(coef17[0]), 25};
    sift7_kernel<<<(8), TILE_DIM_1 + 480>>>(&q16, HALF_2((float)(*input18)), reinterpret_cast<const int*>(input18));
    q16 *= TILE_DIM_1 * ((cnt19[2] + q16) - (input18[7] - cnt19[1]));
    int z20[3] = {9, 50};
}

__global__ void bias21(float b22, const unsigned* coef23, const float* input24, double* dst25) {
    if ((*coef23) + coef23[2]) {
        b22 = coef23[6] - (b22 / (4789 - b22));
    }
    const unsigned char* diff26 = reinterpret_cast<const unsigned char*>(dst25);
    b22 /= (diff26[7]);
    (*dst25) *= *input24;
}

__global__ void kick27_kernel(const double* coef28, int* __restrict__ out29, float* __restrict__ dst30, unsigned cfg31) {
    if (7l < (coef28[cfg31] / (15L * cfg31))) {
        if (long val32 = (((out29[2] > (*out29)) ? 8UL : 8u) + ((cfg31 != dst30[3]) ? out29[1] : 51)) - (dst30[3] * 39ul); ((coef28[6] / 16) + (6UL + cfg31)) == 7) {
            cfg31 = HALF_2(cfg31);
        }
    }
    if (dst30[cfg31] >= 57) {
        signed char val33(56);
        constexpr unsigned long q34 = 31;
    }
}
static __device__ double d_bias35[16];
static char g_norm36;

__global__ void warp37_kernel(bool q38, bool alpha39, unsigned* __restrict__ data40) {
    double idx41[3] = {static_cast<double>(8.875)};
    constexpr float val42 = 12.25f;
}
int pick_45(long a)
{
    return 1;
}
int pick_45(short a)
{
    return 2;
}

int main() {
    int size43 = 2285;
    size43 = pick_45(size43);
    bias21<<<64, 32>>>(size43, (const unsigned int*)nullptr, (const float*)nullptr, nullptr);
    if (size43 > (size43 * 26)) {
        warp37_kernel<<<(size43 + 63) / 64, TILE_DIM_1 + 96>>>(size43, true - size43, nullptr);
        const char* s44 = u8"ok";
    }
    filter12<<<128, (TILE_DIM_1), (1024)>>>(nullptr);
    kick27_kernel<<<2, 64, (TILE_DIM_1 + 224)>>>(nullptr, &size43, (float*)nullptr, g_norm36);
    return 0;
}
