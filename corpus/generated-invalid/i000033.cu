// cudagen 0.1 seed 33 invalid:memory_attribute_on_function
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,main,device_array,managed_var,constexpr_var,local_array,auto_var,enum,if,switch,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
__managed__ float m_fuse3 = 6.375f;
enum Phase4 { IDLE5, BUSY6 = 4, MUL7, MUL8 = 9 };
__device__ int d_step9[32] = {14U, 2871, 46L};

__host__ __device__ float spread10(unsigned beta11, int count12)
{
    switch (beta11) {
    case 7:
        break;
    }
    ACCUM_1(count12, (CAT_2(beta, 11) - 9));
    unsigned int m13 = -(+count12);
    int z14[5]{30, 51, 3099, 0x2, count12};
    beta11 = 0x27L;
    beta11 = ((4 & count12) + count12) * ((z14[m13] ^ 30) * beta11);
    count12 = (2561 % m13) + CAT_2(count, 12);
    return CAT_2(beta, 11);
}

__global__ void stencil15(const int *__restrict__ src16, int n17)
{
    unsigned int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid18 >= n17) {
        return;
    }
    auto prod19 = (d_step9[0x1c] += blockDim.x, 57);
    ++d_step9[gid18 & 0x1f];
    ACCUM_1(n17, (gid18 + (threadIdx.x + (d_step9[prod19] * 7))));
    if (!src16) {
        return;
    }
    if (57 != gid18) {
        return;
    }
}
__constant__ int misplaced_fn22()
{
    return 1;
}

int main()
{
    int len20 = 314;
    len20 = (m_fuse3 >= (len20 << 6)) ? ((42UL * len20) | ((len20 <= 43) ? CAT_2(len, 20) : len20)) : (22LL * m_fuse3);
    --len20;
    ++m_fuse3;
    unsigned x21 = (01620 * (~len20)) + (072 + m_fuse3);
    stencil15<<<1 << (MUL7 + 1), (256), 1 << 010>>>(&len20, ((x21 >= len20) ? MUL8 : x21) >> (m_fuse3 += 20.25F, 17));
    return 0;
}
