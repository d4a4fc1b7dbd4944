// cudagen 0.1 seed 179 invalid:memory_attribute_on_function
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,const_local,struct,struct_methods,aligned_struct,enum,namespace,nested_namespace,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define CHUNK_2 128
#define BLOCK_SIZE_3 (256)
#define LOW_BITS_4(x) ((x) & 0xF)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef CHUNK_2
#define CHUNK_2 8
// NOTE: keep in sync with the host reference.

static __global__ void scale6_kernel(int len7, const int* input8, bool beta9, int* out10) {
    unsigned int cnt11{static_cast<unsigned>((30 * (len7 / 3185ll)) + (beta9 + ((int)beta9)))};
    if ((*out10) + (*out10)) {
        unsigned int r12 = 42;
        out10[2] = int((out10[cnt11] += CHUNK_2, r12)) - (729 << cnt11);
        ++cnt11;
    }
    cnt11 += (static_cast<int>(*out10) * 13) - ((len7 * NUM_ITERS_1) + 53ULL);
    int s13 = out10[4];
}

namespace ops14::sub15 {
__global__ void smooth16_kernel(long* out17, signed char* dst18, const unsigned int* __restrict__ src19) {
    int flag20 = src19[4];
    if (flag20 >> 5) {
        return;
    }
}
enum Level21 { GREEN22, BLUE23 = 3 };
} // namespace ops14::sub15

struct __align__(16) Particle24 {
    int id25;
    long long id26;
    int z27;
    __host__ __device__ void total28(int y29) {
        id25 |= ((((51 < id25) ? ops14::sub15::BLUE23 : y29) % (id26 ? 1 : 6)) != (id26 + NUM_ITERS_1)) ? ops14::sub15::BLUE23 : (((id25 >= y29) ? 19ul : 58) >> z27);
    }
};

int host_accum30(ops14::sub15::Level21 p31, float cfg32) {
    float m33 = cfg32;
    scale6_kernel<<<dim3(1 << 3, sizeof(unsigned int) * 32, sizeof(float) * (ops14::sub15::BLUE23 + (ops14::sub15::BLUE23 + (ops14::sub15::BLUE23 + 7)))), sizeof(int) * (NUM_ITERS_1 + 64), sizeof(float) * 32>>>(((m33 + m33) <= NUM_ITERS_1) ? p31 : 21lu, nullptr, m33, static_cast<int*>(nullptr));
    ops14::sub15::smooth16_kernel<<<dim3((32)), dim3(2), 1 << 8>>>(nullptr, static_cast<signed char*>(nullptr), nullptr);
    cfg32--;
    p31 = p31;
    cudaStream_t diff34 = (cudaStream_t)0;
    return (unsigned int)m33;
}
__shared__ int misplaced_fn37()
{
    return 1;
}

int main() {
    int n35 = 2010;
    n35 = (((n35 > n35) ? n35 : BLOCK_SIZE_3) - LOW_BITS_4(n35)) + static_cast<unsigned int>(n35);
    scale6_kernel<<<(n35 + 127) / 128, (ops14::sub15::BLUE23 + 1) * (ops14::sub15::BLUE23 + 13), 0>>>(static_cast<int>(LOW_BITS_4(n35)), nullptr, n35, &n35);
    const int stride36 = 25 - ((n35 * n35) ? 56U : alignof(float));
    return 0;
}
