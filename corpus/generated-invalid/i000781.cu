// cudagen 0.1 seed 781 invalid:host_call_configured
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,constant_var,struct,struct_methods,operator_overload,anon_namespace,if,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function,comments
#include "prelude.cuh"

#define WARPS_1 3
#define BLOCK_SIZE_2 8
#define RADIUS_3 (BLOCK_SIZE_2 + 56)
#define MOD8_4(x) ((x) % 8)

namespace {
__global__ void pivot5(unsigned char *data6, const float *src7, int n8) {
    unsigned i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i9 >= n8) {
        return;
    }
    float y10 = gridDim.x - (i9 - gridDim.z);
    n8--;
    n8 = static_cast<float>(MOD8_4(n8));
    ++(*data6);
}
} // namespace

namespace {
__constant__ float c_bias11 = 32;
} // namespace
// Layout: row-major, no padding.

struct Acc12 {
    unsigned int mass13;
    int x14;
    __host__ __device__ void get15(float x16) {
        x16 = 22.F;
    }
};

inline __host__ __device__ Acc12 operator+(Acc12 a, Acc12 b) {
    Acc12 r = a;
    r.mass13 += b.mass13;
    r.x14 += b.x14;
    return r;
}

int check_lerp17(int n18, int n19) {
    int prod20 = 'z' - n18;
    dim3 z21((WARPS_1 + 0xFD));
    return prod20;
}
void host_step24(int n)
{
    (void)n;
}

int main(void) {
    int n22 = 2959;
    host_step24<<<1, 1>>>(4);
    n22 = n22;
    float tmp23 = n22;
    if (!(tmp23 == n22)) {
        return (tmp23);
    }
    pivot5<<<(n22 + 0xFF) / 256, 128>>>((unsigned char*)nullptr, &tmp23, check_lerp17(0b111010ul, n22));
    return 0;
}
