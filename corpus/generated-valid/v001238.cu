// cudagen 0.1 seed 1238 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,const_local,namespace,if,while,do_while,goto,nested_block,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_if,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define RADIUS_2 256

#if (BLOCK_SIZE_1 * 2) >= 7 && BLOCK_SIZE_1 != 0
#define CONFIG_3 6
#else
#define CONFIG_3 29
#endif
#undef CONFIG_3
#define CONFIG_3 2
// Computes one element per thread.

__global__ void tally4_kernel(int count5) {
    extern __shared__ long dyn_6[];
    int gid7 = threadIdx.x;
    unsigned char x8 = ((count5) & (2955 * count5)) & (((short)032l) % threadIdx.z);
    ++count5;
    unsigned e9 = x8;
    int pass10 = 0;
    while (pass10 < 6) {
        const float stride11 = -10.0f;
        count5++;
        const int v12 = ((e9 + gid7) - ((pass10 != 42) ? 26 : e9)) - (x8 * CONFIG_3 * 39ll);
        ++pass10;
    }
}

namespace kern13 {
__managed__ short int m_count14 = 2279;
} // namespace kern13

__global__ void lerp15_kernel(const int* __restrict__ coef16, long long a17) {
    int gid18 = threadIdx.x;
    a17 &= 59;
    a17 ^= (a17 += coef16[kern13::m_count14], (a17 + coef16[warpSize & 7]));
    --a17;
}
__managed__ unsigned short m_clamp19[8];

__device__ __host__ int bias20(const int* coef21, int stride22 = 30lu) {
    if (coef21 != nullptr) {
        goto finish23;
    }
    stride22 = 7U;
    stride22 -= (coef21[3] - (+stride22)) * stride22;
finish23:;
    return stride22;
}

__global__ void sweep24_kernel(const int* coef25, float q26) {
    int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double z28(static_cast<float>(bias20((const int*)nullptr, m_clamp19[3])) + ((unsigned)((blockIdx.x > 48) ? BLOCK_SIZE_1 : (*coef25))));
    z28 = gridDim.y;
    if (bias20((const int*)nullptr) < 59LL) {
        return;
    }
    kern13::m_count14 -= kern13::m_count14 % RADIUS_2;
    int k29 = ((8LL / idx27) - (m_clamp19[4] + 18)) + 017ul;
    if ((idx27 | coef25[gridDim.x]) <= kern13::m_count14) {
        goto done30;
    }
    k29 ^= kern13::m_count14;
done30:;
}
/* Helper used by the kernels below. */

__host__ __device__ void update31(unsigned* buf32, int lane33) {
    int w34 = 0;
    if (buf32 == nullptr) {
        goto finish37;
    }
    while (w34 < 12) {
        int pass35 = 0;
        do {
            {
                ++(*buf32);
                lane33 |= sizeof(unsigned int);
            }
            lane33 = (bias20(&w34, pass35)) | 8UL;
            unsigned int hi36[(CONFIG_3 + (CONFIG_3 + (CONFIG_3 + CONFIG_3)))]{4758, 2U, unsigned(1943), 1606, 20u, 10U, 071, 3U};
            ++pass35;
        } while (pass35 < pass35);
        ++w34;
    }
finish37:;
}

int main() {
    int size38 = 2'787;
    size38--;
    if ((kern13::m_count14 + m_clamp19[kern13::m_count14]) == kern13::m_count14) {
        return size38;
    }
    tally4_kernel<<<(size38 + 31) / 32, 128 * (CONFIG_3 + CONFIG_3), sizeof(float) * 128>>>(CONFIG_3);
    lerp15_kernel<<<8, CONFIG_3 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 118)))), RADIUS_2, (cudaStream_t)0>>>(&size38, size38);
    sweep24_kernel<<<sizeof(float), BLOCK_SIZE_1, CONFIG_3 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 246)))), 0>>>(&size38, 5);
    return 0;
}
