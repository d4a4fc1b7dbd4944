// cudagen 0.1 seed 258 invalid:case_outside_switch
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,device_function,device_template_function,host_function,main,managed_var,shared_var,extern_shared,local_array,auto_var,for,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void __maxnreg__(128) march3(int lane4, int len5) {
    extern __shared__ float dyn_6[];
    len5 *= 7 * ((unsigned int)CAT_2(len, 5));
    ACCUM_1(dyn_6[len5], ((('z' * len5) >> 0x0) + (lane4 * (17 - lane4))));
}

float check_warp7(char a8, float cfg9) {
    int w10 = 31;
    a8++;
    int hi11[7] = {};
    return 10.25F - CAT_2(a, 8);
}
__managed__ int m_reduce12 = -24;

template <typename T>
__device__ T smooth13(T* __restrict__ buf14, int n15) {
    unsigned int* prod16 = nullptr;
    for (int j17 = 0; j17 < m_reduce12; ++j17) {
        float f18 = (T)(((int)47) * m_reduce12);
        n15 %= (prod16[0x3] << 6) + (prod16[0x2] + 34);
        int k19[0b1 << 2] = {};
    }
    T v20(8.25);
    n15--;
    return v20;
}

int main() {
    int len21 = 1250;
    case 1: ++len21;
    for (int i22 = 0; i22 < 5; ++i22) {
        auto val23 = check_warp7(m_reduce12 << m_reduce12, check_warp7(0x0, 38)) * ((CAT_2(len, 21) - 9) + len21);
        dim3 prod24 = dim3((i22 + 127) / 128, (128), 32);
    }
    march3<<<sizeof(float) * 4, sizeof(unsigned int) * 32>>>(m_reduce12 + ((float)3.875f), 44l);
    return 0;
}
