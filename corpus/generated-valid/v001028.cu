// cudagen 0.1 seed 1028 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,builtin_vars,device_function,main,shared_var,static_shared,constexpr_var,const_local,struct,class_private,enum,namespace,if,for,pragma_unroll,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,method_call,lit_int_hex,lit_int_binary,lit_nullptr,cast_c,cast_const,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define RADIUS_1 32
#define RADIUS_2 (1 << 5)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

__global__ void norm5(int *dst6) {
    int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ long long sh_8;
    float idx9 = (((float)sh_8) != tid7) ? ((*dst6) * dst6[6]) : (dst6[tid7 & 0x7] * sh_8);
    sh_8 >>= 0x9 - (((dst6[5] ^ tid7) < sh_8) ? ((sh_8 > threadIdx.y) ? CAT_4(tid, 7) : tid7) : (sh_8 | tid7));
    #pragma unroll
    for (int it10 = tid7; it10 > 0x0; --it10) {
        const unsigned int tmp11 = (sh_8 += 20, tid7);
    }
    sh_8 = -26;
}

class Particle12 {
    float flag13;
    int y14;
public:
    __host__ __device__ Particle12(float c15, int a16) : flag13(c15), y14(a16) {}
    __host__ __device__ float bump17() const {
        return y14;
    }
};
enum Op18 : unsigned int {
    RED19,
    IDLE20 = 3,
    OFF21,
    BUSY22 = 6,
    LOW23
};

namespace img24 {
template <typename T, int N>
__global__ void __launch_bounds__(sizeof(float) * (BUSY22 + (OFF21 + 118)), IDLE20) split25_kernel(const T *coef26, const int *src27) {
    int tid28 = threadIdx.x;
    if (coef26[blockDim.x] < 44)
        return;
    T *m29 = const_cast<T*>(coef26);
}

__device__ long split30(long *dst31, const unsigned int *input32) {
    int pass33 = 0;
    do {
        dst31[3] = (8 % threadIdx.z) | ((0x13 - threadIdx.y) + dst31[pass33]);
        ++pass33;
    } while ((pass33 < pass33) && (8 < (*input32)));
    static __shared__ float sh_34;
    Particle12 t35(gridDim.x, OFF21);
    (*dst31) -= ((*input32) - t35.bump17()) - (pass33 + 51);
    return gridDim.x;
}
} // namespace img24

int main() {
    int len36 = 2787;
    img24::split25_kernel<long, 1><<<1 << 0b111, OFF21 + (IDLE20 + 505)>>>(nullptr, &len36);
    for (int j37 = 0; j37 < len36; ++j37) {
        norm5<<<1 << (IDLE20 + 3), 1 << LOW23>>>(&len36);
        len36--;
    }
    return 0;
}
