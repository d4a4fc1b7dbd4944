// cudagen 0.1 seed 101 invalid:return_type_overload
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,enum,enum_class,namespace,nested_namespace,while,shift,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

namespace kern2::inner3 {
enum class State4 : short { Slow5, Slow6, Idle7 };

template <class T, int N = 6>
__global__ void spread8(const T* src9, int stride10) {
    T diff11 = N * src9[stride10];
    float val12 = 0x5B3;
    stride10 = 2ULL;
    unsigned int acc13[4] = {4U, 0b111111, 0x10l};
    stride10 = *src9;
}
} // namespace kern2::inner3

namespace ops14::sub15 {
enum Axis16 { BLUE17, BLUE18 };

struct Vec19 {
    int sum20;
    float w21;
};

void apply22(ops14::sub15::Vec19 a23, int lane24, kern2::inner3::State4 beta25) {
    dim3 w26(sizeof(unsigned int), (lane24 + 255) / 256, ops14::sub15::BLUE18 + (ops14::sub15::BLUE18 + 14));
    dim3 m27(32, 0x40 * 8);
    a23 = ops14::sub15::Vec19{};
}
} // namespace ops14::sub15
enum class Level28 { Low29 = 1, High30 = 3, Green31, Busy32 };
/* Returns the accumulated value. */

template <typename T>
__global__ void __maxnreg__(32) trace33(T* data34, const T* in35) {
    extern __shared__ int dyn_36[];
    data34[1] = dyn_36[7];
    (*data34) = (in35[2] * dyn_36[3]) - ((*in35) * (47UL + dyn_36[3]));
}

void check_bias37(Level28 q38, ops14::sub15::Axis16 cfg39, int len40) {
    constexpr unsigned long val41 = 31;
    len40 = len40 / (-(cfg39 - ops14::sub15::BLUE17));
}
int conv_45(int a);
float conv_45(int a);

int main() {
    int size42 = 2484;
    kern2::inner3::spread8<int, 6><<<2, (ops14::sub15::BLUE18 + 0x7f), sizeof(double) * 64>>>(nullptr, size42);
    int pass43 = 0;
    while (pass43 < size42) {
        int tmp44[0b101]{size42, size42, 11, static_cast<int>(8UL), 26L};
        ++pass43;
    }
    size42 = pass43;
    (size42++, (size42 = (0x23 * (size42 - pass43)) - (+pass43)));
    trace33<<<dim3((pass43 + 255) / 256, (size42 + 31) / 0b100000), 1 << 5, 0, (cudaStream_t)0>>>((double*)nullptr, (const double*)nullptr);
    return 0b0;
}
