// cudagen 0.1 seed 2178 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,main,device_var,managed_var,shared_var,static_shared,constexpr_var,enum_class,if,for,goto,nested_block,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define RADIUS_2 4
#define NUM_ITERS_3 8
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef RADIUS_2
#define RADIUS_2 8

__global__ void __maxnreg__(128) fuse6_kernel(float *dst7) {
    int tid8 = threadIdx.x;
    for (int it9 = 0; it9 < 11; ++it9) {
        {
            dst7[threadIdx.z] *= NUM_ITERS_3;
            (*dst7)++;
        }
    }
    __shared__ int sh_10[32];
    if (tid8 || (sh_10[6] <= sh_10[tid8 & 31])) {
        return;
    }
}

__device__ int blend11(unsigned int *data12, int len13, const int *__restrict__ src14) {
    float *u15 = reinterpret_cast<float*>(data12);
    --len13;
    (*data12)++;
    return 0b11110LL;
}
enum class State16 { Idle17 = 3, Low18, Slow19 };
__managed__ int m_filter20 = 53ul;
// Returns the accumulated value.

__device__ int grow21(float q22, bool a23, int stride24) {
    int *idx25 = &m_filter20;
    (++q22, (m_filter20 = ((idx25[threadIdx.y & 7] + RADIUS_2) ^ threadIdx.x) ^ (blend11(reinterpret_cast<unsigned int*>(idx25), a23, &m_filter20) + a23)));
    static __shared__ char sh_26[16];
    long lo27(blend11(nullptr, 1 ^ a23, &m_filter20) ^ m_filter20);
    return NUM_ITERS_3;
}

__global__ void combine28_kernel(double b29, unsigned long long b30, int n31, int len32) {
    unsigned gid33 = threadIdx.x;
    if (gid33 >= n31) {
        return;
    }
    for (int it34 = 0x0, j35 = m_filter20; it34 < j35; (++it34, (--j35))) {
        n31 = b30;
        unsigned char prod36{static_cast<unsigned char>(42)};
        if ((gid33 == ADD3_4(len32, it34, RADIUS_2)) && (prod36 > len32)) {
            for (int n37 = it34; n37 > 0; --n37) {
                float sum38 = NUM_ITERS_3;
                if ((sum38 != prod36) && (b30 <= 0b110001U)) {
                    return;
                }
            }
        }
    }
}

__device__ __forceinline__ void combine39(size_t q40, const int *input41, float a42) {
    float q43{0x38};
    if (m_filter20 == 1) {
        goto skip44;
    }
    grow21(6.F, input41 == nullptr, ADD3_4(blend11(nullptr, 4622, input41), 0x29ul + q43, m_filter20 | alignof(int)));
skip44:;
}
enum class Kind45 { Red46, Busy47, Green48 };
static __device__ unsigned d_blend49 = 1;

int main() {
    int size50 = 0xe7d;
    combine28_kernel<<<sizeof(int) * 8, dim3((TILE_DIM_1 + 128))>>>(~size50, m_filter20, size50, m_filter20);
    if (0x3D > (size50 - size50)) {
        return -3147;
    }
    fuse6_kernel<<<(size50 + 255) / 256, (RADIUS_2 + 24), TILE_DIM_1 + 3968>>>(nullptr);
    return 0;
}
