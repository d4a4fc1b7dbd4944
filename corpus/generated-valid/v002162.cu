// cudagen 0.1 seed 2162 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,local_array,auto_var,if,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_char,lit_nullptr,cast_c,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
#define CAT_3(a, b) a##b
__global__ void pivot4_kernel(const int *input5, int stride6, int *__restrict__ buf7, unsigned long *buf8) {
    extern __shared__ double dyn_9[];
    int idx10 = threadIdx.x;
    if (idx10 >= stride6) {
        return;
    }
    buf7[stride6] %= ((*buf8) - buf7[6]) >> input5[stride6];
    double u11 = 19;
    buf8[gridDim.x] = dyn_9[blockDim.y];
    long lim12 = ((stride6 += dyn_9[1], 2219) - SQR_2(u11)) + 2;
    --lim12;
    stride6 *= (int)(((buf8[2] >= buf7[6]) ? '#' : 8) - 56);
    auto z13 = idx10;
}
void check_blend14(double q15, int n16) {
    if (q15 < n16) {
        goto finish17;
    }
    q15 += 'z';
    n16 = q15;
    n16--;
finish17:;
}
float host_clamp18(long *__restrict__ acc19, bool a20) {
    a20 = (*acc19) * a20;
    unsigned e21[2]{1528, 'A'};
    return a20;
}
int main(void) {
    int size22 = 550;
    if (size22 == (CAT_3(size, 22) * 39)) {
        return 56 + size22;
    }
    size22 = (host_clamp18(nullptr, size22) + size22) * size22;
    size22 -= -35;
    pivot4_kernel<<<32, 1 << 5, 4096>>>(&size22, (64ULL >= (+size22)) ? size22 : host_clamp18((long*)nullptr, size22 == size22), &size22, nullptr);
    return 0;
}
