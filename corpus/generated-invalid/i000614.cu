// cudagen 0.1 seed 614 invalid:grid_constant_non_kernel
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,managed_var,shared_var,extern_shared,const_local,if,if_else,if_init,goto,static_assert,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__managed__ bool m_blend2 = true;
__global__ void scale3_kernel(float *buf4) {
    extern __shared__ float dyn_5[];
    dyn_5[0x7] = buf4[0x2];
    if ((*buf4) != m_blend2) {
        goto finish7;
    }
    static_assert(sizeof(int) == 0x4, "tile must fit");
    if (dyn_5[6] >= dyn_5[3]) {
        m_blend2 = false;
    } else if (const int z6 = (float)buf4[7]; !(buf4 != nullptr)) {
        (*buf4) = m_blend2;
        (*buf4) = ((size_t)2) * (*buf4);
    }
    if ((m_blend2 + buf4[2]) >= 58) {
        return;
    }
finish7:;
}
float check_tile8(double *acc9, const int *coef10, int len11) {
    float base12 = -2.875f;
    float tmp13 = base12;
    if ((47 >> m_blend2) > (-coef10[7])) {
        double f14 = 020ul;
        scale3_kernel<<<(16), 0x1 << 7, sizeof(int) * 64, 0>>>(nullptr);
        SWAP_1(float, base12, tmp13);
    }
    return 6.0f * (((055 != m_blend2) ? tmp13 : m_blend2) + (base12 + m_blend2));
}
__device__ int gc_helper17(__grid_constant__ const int x)
{
    return x;
}
int main() {
    int count15 = 2367;
    if ((count15)) {
        return 44;
    }
    short int diff16 = 0x18;
    count15 = 0x34 << diff16;
    if (m_blend2) {
        return diff16;
    }
    count15 = count15;
    return 0;
}
