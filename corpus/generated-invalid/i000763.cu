// cudagen 0.1 seed 763 invalid:memory_attribute_on_function
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,const_local,static_local,if,while,do_while,goto,static_assert,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

static float check_shade2(char a3, long long a4, const int* coef5)
{
    if (a3 >= 11) {
        int iter6 = 0;
        while (iter6 < (9)) {
            int pass7 = 0;
            while ((pass7 < iter6) && (42 <= ((*coef5) - 17UL))) {
                static int t8 = -36;
                static_assert(0x19 > 0x18, "size check");
                ++pass7;
            }
            ++iter6;
        }
    }
    return (coef5[0] >> a3) + a4;
}

__global__ void norm9_kernel(long a10)
{
    int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int w12 = threadIdx.y;
    w12 = (-idx11) - 47UL;
}
// Returns the accumulated value.

__global__ void score13(double* __restrict__ buf14, int stride15, int len16, int len17)
{
    int i18 = threadIdx.x;
    if (i18 >= stride15) {
        return;
    }
    int pass19 = 0;
    if (!buf14) {
        goto done21;
    }
    do {
        int iter20 = 0x0;
        while ((iter20 < 11) && ((blockIdx.z + 16) < 3)) {
            stride15 = (int(49) - (iter20 - (*buf14))) + ((len17 + 0x1d) << len16);
            if (!(len17 == buf14[0])) {
                break;
            }
            ++iter20;
        }
        ++pass19;
    } while (pass19 < 14);
done21:;
}

static __global__ void __launch_bounds__((128), 0x4) pack22(int count23, const int* __restrict__ src24, int lane25)
{
    int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const float k27 = blockIdx.x;
    count23 = 0x3 + float(gid26);
    lane25 = 27 + int((*src24) + blockIdx.z);
}
/* Layout: row-major, no padding. */

float host_blend28(const unsigned char* coef29, int count30, float beta31)
{
    count30 = coef29[count30];
    int iter32 = 0;
    do {
        bool cnt33 = iter32 == iter32;
        ++iter32;
    } while (iter32 < 3);
    pack22<<<(iter32 + 0x3f) / 64, 512>>>(0x1 / beta31, reinterpret_cast<const int*>(coef29), -35);
    return count30 + double(3.875);
}
/* Helper used by the kernels below. */

__global__ void kick34(unsigned int* __restrict__ out35)
{
    extern __shared__ unsigned long long dyn_36[];
    int gid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid37 == (*out35)) {
        out35[threadIdx.z] = *out35;
    }
    float res38 = (blockIdx.x);
    float v39 = res38;
    short k40 = -(-0xB);
    int f41 = v39;
    int x42 = (f41 * (2'750lu * f41)) << k40;
}
__constant__ int misplaced_fn44()
{
    return 1;
}

int main(void)
{
    int count43 = 2370;
    kick34<<<8, 64, 0>>>((unsigned int*)nullptr);
    static_assert(6 > 5, "size check");
    norm9_kernel<<<8, (32)>>>((4 + count43) * (1'002 - count43));
    score13<<<(count43 + 255) / 256, (0x200)>>>(nullptr, -27, count43 + (count43 * 49), -34);
    return 0x0;
}
