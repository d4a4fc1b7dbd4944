// cudagen 0.1 seed 532 valid
// features: kernel,launch,launch_dim3,device_function,static_device_function,device_template_function,main,shared_var,shared_2d,constexpr_var,local_array,const_local,struct,operator_overload,anon_namespace,if,goto,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define CHUNK_1 8
#define NUM_ITERS_2 (64)
#define RADIUS_3 4
#if CHUNK_1 > 125
#define CONFIG_4 5
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 9
#endif
template <typename T>
__device__ float accum5(T *out6, T beta7) {
    T diff8 = 22.75F;
    if (beta7 <= beta7) {
        goto done9;
    }
    beta7 = beta7;
done9:;
    return -CHUNK_1;
}
__global__ void tally10(int *out11, long long b12, int len13) {
    b12 = len13;
    float u14 = 0.125F;
    u14 = ~out11[2];
    b12--;
    const float cnt15 = b12 + ((long)29);
}
struct Node16 {
    unsigned long long flag17;
    double flag18, w19;
    double y20;
};
namespace {
static __device__ int update21(int len22, int lane23, int lane24) {
    lane24 = ((lane24) & sizeof(float)) * (7 - len22);
    lane23 = len22;
    lane24 = +((lane23 += len22, 1579) - (lane24 + 14u));
    __shared__ double sh_25[13][13];
    __shared__ size_t sh_26[8];
    if ((lane23 - 8) == sh_26[lane23 & 7]) {
        return 53 * (lane23 - 3719u);
    }
    return len22;
}
} // namespace
struct Cell27 {
    int val28, y29;
    int z30;
};
__host__ __device__ Cell27 operator+(Cell27 a, Cell27 b) {
    Cell27 r = a;
    r.val28 += b.val28;
    r.y29 += b.y29;
    r.z30 += b.z30;
    return r;
}
__global__ void bias31(const double *input32, int *data33) {
    data33[7] = 38UL * (*input32);
    data33[5] = 4545UL;
}
int main(void) {
    int size34 = 3987;
    int y35[3] = {26, size34};
    size34--;
    tally10<<<sizeof(unsigned int) * (RADIUS_3 + 4), NUM_ITERS_2 + 192>>>(y35, 0b11u, size34);
    bias31<<<dim3((size34 + 63) / 64, (2)), sizeof(unsigned int) * (CHUNK_1 + (CHUNK_1 + 16))>>>(nullptr, y35);
    return 0;
}
