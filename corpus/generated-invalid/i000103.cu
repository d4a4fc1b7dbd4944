// cudagen 0.1 seed 103 invalid:virtual_constructor
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,main,constant_array,host_global,local_array,if,for,pragma_unroll,do_while,switch,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define LOW_BITS_2(x) ((x) & 0xF)
#define LOW_BITS_3(x) ((x) & 0xF)

__global__ void sweep4(double b5, int lane6, const long* input7)
{
    unsigned int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++b5;
    if (!(i8 == i8)) {
        return;
    }
    int k9 = i8;
    lane6++;
    --k9;
}
__constant__ int c_sift10[4] = {0x4L, 0x1F, 22L, 46l};
const char* g_blend11 = "kernel\n";

template <typename T>
__device__ long long decay12(T beta13, unsigned alpha14)
{
    alpha14 = +alpha14;
    int u15[5]{61, -44, 45lu, 413, 6};
    return LOW_BITS_2(c_sift10[alpha14 & 0x3]);
}

__global__ void norm16(int count17, const int* coef18)
{
    int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    #pragma unroll 2
    for (int i20 = 0; i20 < 10; i20++) {
        count17 |= (c_sift10[0x1] + i20) & (*coef18);
    }
    if (idx19 < static_cast<int>(threadIdx.x)) {
        return;
    }
    (count17++, (count17 <<= count17));
    for (int it21 = 0x0; it21 < idx19; it21 += 4) {
        unsigned int off22 = (idx19 + count17) - c_sift10[0x3];
        off22 = LOW_BITS_3(*coef18);
    }
}
struct Node_25 {
    virtual Node_25() {}
};

int main()
{
    int n23 = 2524;
    norm16<<<dim3(sizeof(float) * 4), 2 * 0x10>>>(LOW_BITS_3(g_blend11[0]) & static_cast<unsigned>(52), (const int*)nullptr);
    n23 = 60;
    int w24 = 0;
    do {
        switch (g_blend11[1]) {
        case 0x0:
            n23 = g_blend11[1];
            break;
        case 4:
            sweep4<<<(w24 + 255) / 256, sizeof(float) * 32, sizeof(double) * 64>>>(g_blend11[0], LOW_BITS_2(g_blend11[1]) & 055, nullptr);
            break;
        case 6:
            break;
        default:
            break;
        }
        ++w24;
    } while (w24 < 4);
    return 0;
}
