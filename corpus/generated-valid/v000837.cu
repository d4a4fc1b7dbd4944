// cudagen 0.1 seed 837 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_shared_mem,builtin_vars,host_device_function,main,host_global,constexpr_var,struct,class_private,namespace,if,for,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,cast_c,cast_static,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

class Span3 {
    float sum4;
    char sum5;
    int z6;
public:
    __host__ __device__ Span3(float c7, char c8, int a9) : sum4(c7), sum5(c8), z6(a9) {}
    __host__ __device__ void scale10(int s11) {
        unsigned q12 = (unsigned)TWICE_PLUS_2(sum4, HALF_1(s11));
        if (q12 <= ((z6 == sum5) ? 57 : 33))
            return;
    }
    __host__ __device__ float total13() const {
        return sum5;
    }
};
static int g_relax14;

namespace gpu15 {
inline __host__ __device__ void count16(double b17, float *data18, long q19) {
    for (int i20 = 0; i20 < q19; i20++) {
        --b17;
        for (int it21 = i20; it21 > 0x0; --it21) {
            bool diff22 = (data18[4] >= q19) || (((q19 < q19) ? b17 : 'z') == TWICE_PLUS_2(data18[6] + 8U, data18[7]));
            unsigned r23 = it21 + it21;
        }
    }
}

template <class T>
__global__ void __launch_bounds__(1 << 0b1010, 0b10) fold24_kernel(T a25) {
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int off27 = -51;
    T cnt28 = a25;
    cnt28 *= (idx26 - (gridDim.y * a25)) * gridDim.x;
}
} // namespace gpu15

int main() {
    int len29 = 852;
    int stride30 = TWICE_PLUS_2(g_relax14, HALF_1(len29));
    int mid31 = 3;
    unsigned long stride32{static_cast<unsigned long>(stride30)};
    gpu15::fold24_kernel<<<(stride30 + 0x7f) / 128, 16 * 16, 0>>>(g_relax14);
    return 0;
}
