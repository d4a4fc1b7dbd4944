// cudagen 0.1 seed 576 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,enum,namespace,if,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
enum Axis2 { ON3, ON4 };
template <class T, int N>
__global__ void blend5(T* __restrict__ out6) {
    (*out6) = (-(N - out6[2])) + ((N / (*out6)) - static_cast<int>(*out6));
    Axis2 idx7 = ON4;
    if (MAX2_1(out6[2] * 45, out6[0]) < (idx7 * sizeof(long)))
        idx7 = idx7;
    float e8{7.0F};
}
namespace img9 {
__global__ void fold10_kernel(int* acc11, double* __restrict__ out12) {
    float s13 = 33LL;
    if ((acc11[1] > 9) && (s13 == 54))
        return;
}
enum Level14 : short { OFF15, HIGH16 = 2, HIGH17 = 4, BUSY18 = 10 };
template <typename T, int N>
__global__ void blend19_kernel(T b20, const T* in21, T p22) {
    float diff23 = b20;
    __shared__ float sh_24;
    T r25 = 3.125;
    b20 = 9.75f;
    T e26 = MAX2_1((+diff23) / b20, 0x13);
    sh_24 = 0x18L;
    if (diff23 == sh_24)
        return;
}
} // namespace img9
inline float host_trace27(signed char p28, int lane29, int n30) {
    img9::blend19_kernel<int, 7><<<img9::HIGH17 + (img9::BUSY18 + img9::HIGH16), 0x40>>>(lane29, nullptr, 57);
    blend5<float, 5><<<(0x8), ON4 + 31>>>(static_cast<float*>(nullptr));
    return (lane29 += n30, (31 + p28)) + ((sizeof(float)));
}
int main() {
    int size31 = 1987;
    double off32 = static_cast<int>(alignof(int));
    unsigned int prod33 = 22;
    prod33 = prod33;
    auto op37 = [](int h34, float val35) {
        cudaStream_t acc36 = (cudaStream_t)0;
        (h34--, (val35 = (val35 - (val35)) - 0x27));
    };
    op37(off32, off32);
    const char* f38 = "\x41\102";
    img9::fold10_kernel<<<2 * 0x4, 64, 1024, nullptr>>>((int*)nullptr, nullptr);
    return 0;
}
