// cudagen 0.1 seed 2027 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,typedef,namespace,if,while,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,alignof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define CHUNK_2 (0x5)
#define TILE_DIM_3 16
#define CAT_4(a, b) a##b

namespace ops5 {
constexpr int clamp6(int n7) {
    int cnt8 = (n7 += n7, (-(n7 - n7)));
    return 23;
}
} // namespace ops5

static __device__ float update9(double *acc10) {
    const int *res11 = reinterpret_cast<const int*>(acc10);
    float flag12 = 0x2e;
    acc10[threadIdx.x] /= (int)acc10[5];
    (*acc10) *= alignof(float);
    return blockDim.y;
}

__global__ void score13_kernel(int *acc14) {
    unsigned gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float s16[2] = {45};
    acc14[4] = 47ul % blockDim.x;
    constexpr int z17 = 53U;
    acc14[1] <<= 5;
    s16[0] /= 0x28;
    s16[gid15] += 50 - ((acc14[gid15] * blockIdx.z) >> (8 ^ acc14[0x4]));
}

static __device__ __forceinline__ int rank18(char beta19, int n20, double cfg21) {
    double u22 = alignof(float);
    (--n20, (n20 -= n20));
    u22 += static_cast<float>((cfg21));
    return beta19;
}
// Layout: row-major, no padding.

__device__ float clamp23(int *data24) {
    unsigned int lo25 = blockIdx.y * ((53U | (*data24)) * ((float)data24[6]));
    lo25 <<= (lo25 += lo25, 25);
    return lo25;
}
/* NOTE: keep in sync with the host reference. */

constexpr __host__ __device__ int decay26(int len27, int count28) {
    return 44 / count28;
}
typedef long idx29_t;

static __global__ void __maxnreg__(64) sift30_kernel(int *__restrict__ out31, float *__restrict__ dst32, size_t *out33) {
    int gid34 = threadIdx.x;
    if (!out31) {
        auto h35 = CAT_4(gid, 34);
        (*out33) &= (((int)h35) * (15 + out33[0x5])) << gid34;
        constexpr unsigned int lo36 = 19;
    }
    int e37 = gid34;
}

static __global__ void sift38_kernel(int count39, const int *in40, const char *src41, unsigned int *__restrict__ out42) {
    int idx43 = threadIdx.x;
    if (idx43 >= count39) {
        return;
    }
    if ((threadIdx.x > 58ULL) && (idx43 >= (*out42))) {
        return;
    }
    unsigned int off44 = float(in40[count39]);
    int x45 = *src41;
    if ((threadIdx.x & 1)) {
        goto out48;
    }
    switch (~off44) {
    case (0x2): {
        int cnt46 = x45;
        constexpr float s47 = -23.75f;
        break;
    }
    case 0x6:
        break;
    case 9:
        break;
    }
out48:;
}

int main(void) {
    int count49 = 2333;
    int lo50 = count49;
    count49 %= (CAT_4(lo, 50));
    int pass51 = 0;
    while (pass51 < count49) {
        if ((((lo50 != count49) ? count49 : 'A') ^ lo50) == ((pass51 == count49) ? 15 : lo50)) {
            count49 &= unsigned(CAT_4(count, 49) * (lo50 - CAT_4(lo, 50)));
            const char *f52 = "path\\to";
        }
        ++pass51;
    }
    score13_kernel<<<0x10 * 0x2, dim3((RADIUS_1 + 3) * (RADIUS_1 + (CHUNK_2 + (CHUNK_2 + 1))), 32)>>>((int*)nullptr);
    sift30_kernel<<<dim3((pass51 + 63) / 64, 1), (CHUNK_2 + 251) * 2>>>(nullptr, nullptr, (size_t*)nullptr);
    sift38_kernel<<<0x1 << (RADIUS_1 + 3), 1 << 6>>>(static_cast<float>(TILE_DIM_3), nullptr, nullptr, nullptr);
    return 0;
}
