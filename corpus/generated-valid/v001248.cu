// cudagen 0.1 seed 1248 valid
// features: kernel,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,struct,operator_overload,aligned_struct,enum_class,while,compound_assign,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
__global__ void apply2(float* data3, int n4, int* data5) {
    extern __shared__ double dyn_6[];
    int q7 = 12ul;
    float u8 = (n4 % 29l) * 5;
    q7 += gridDim.x;
    ++(*data3);
}
// NOTE: keep in sync with the host reference.
struct __align__(16) Acc9 {
    int weight10, flag11;
    unsigned short z12;
};
struct alignas(8) Vec13 {
    short lo14;
    int hi15;
};
__host__ __device__ Vec13 operator+(Vec13 a, Vec13 b) {
    Vec13 r = a;
    r.lo14 += b.lo14;
    r.hi15 += b.hi15;
    return r;
}
enum class Mode16 { Idle17 = 2, Idle18 };
int main(void) {
    int len19 = 4038;
    apply2<<<(len19 + 255) / 256, dim3((len19 + 63) / 64, (512), (len19 + 31) / 32)>>>((float*)nullptr, -24, nullptr);
    len19 = len19;
    int w20 = 0;
    while (w20 < w20) {
        dim3 res21 = dim3((512), (len19 + 0b111111) / 64);
        apply2<<<0b1, 512>>>(nullptr, 29, &len19);
        ++w20;
    }
    return 0;
}
