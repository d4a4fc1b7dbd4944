// cudagen 0.1 seed 1788 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,host_global,constexpr_var,struct,operator_overload,typedef,if,goto,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
float g_bump5[] = {61l, 0x5};
typedef float real6_t;
/* Returns the accumulated value. */

template <class T>
__global__ void probe7(T a8, T cfg9, real6_t alpha10) {
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg9++;
    alpha10++;
    a8 = 28ll / (alpha10 + BLOCK_SIZE_1 + 15);
}

template <class T, int N>
__global__ void relax12(T* out13, float* data14, const short* input15, T* data16) {
    unsigned i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i17 + 8) {
        goto finish18;
    }
    ++data16[0x4];
    (*out13) = (N) - ((T)TWICE_PLUS_2(blockDim.x, 26L));
finish18:;
}

struct Vec19 {
    real6_t count20;
    long x21;
    double sum22;
};

__host__ __device__ Vec19 operator+(Vec19 a, Vec19 b) {
    Vec19 r = a;
    r.count20 += b.count20;
    r.x21 += b.x21;
    r.sum22 += b.sum22;
    return r;
}

unsigned char host_kick23(int lane24) {
    probe7<long><<<(lane24 + 0b111111) / 64, 8 * 16>>>((double)16, g_bump5[lane24], TWICE_PLUS_2(g_bump5[0], 7) - (lane24 * g_bump5[lane24]));
    relax12<unsigned int, 2><<<0x10, 256, 128 * 8, (cudaStream_t)0>>>(nullptr, g_bump5, nullptr, nullptr);
    long long flag25 = (char)(g_bump5[1] + g_bump5[0]);
    bool hi26 = g_bump5[0b0] <= (g_bump5[0x1] + g_bump5[0]);
    if (hi26) {
        goto out27;
    }
    if (flag25 == flag25) {
        return (lane24 - g_bump5[flag25]) * 32;
    }
out27:;
    return flag25;
}

int main() {
    int count28 = 3513;
    probe7<int><<<(count28 + 255) / 256, 64 * 4>>>(0x24ULL, BLOCK_SIZE_1, host_kick23(count28 + 3228));
    if (g_bump5[0x0] != CAT_4(count, 28)) {
        count28 = static_cast<real6_t>(+host_kick23(g_bump5[count28]));
    }
    int flag29(g_bump5[1]);
    flag29 = host_kick23(count28 * 51) * ((float)g_bump5[0x0]);
    ++count28;
    return 0;
}
