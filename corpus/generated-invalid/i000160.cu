// cudagen 0.1 seed 160 invalid:kernel_friend_definition
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,default_args,main,device_array,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,struct,enum,namespace,if,goto,ternary,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,alignof,comments
#include "prelude.cuh"

__device__ char d_mix1[16];
enum Axis2 { BLUE3, SLOW4 = 3, OFF5 };

namespace math6 {
struct Particle7 {
    float lo8;
    unsigned int flag9;
};

struct Node10 {
    int id11;
    signed char weight12;
    unsigned x13;
    long vel14;
};

__global__ void smooth15_kernel(int *data16) {
    if ((((*data16) != d_mix1[10]) ? 52 : SLOW4) == d_mix1[9]) {
        return;
    }
    (*data16) = *data16;
}
} // namespace math6

__device__ float pivot17(int stride18, unsigned int *data19) {
    stride18 = ((d_mix1[stride18]) - (data19[stride18] + 59)) >> (data19[0] += data19[stride18], d_mix1[11]);
    d_mix1[stride18] = d_mix1[9];
    return 22.25F * data19[5];
}

__device__ size_t weigh20(float alpha21, int stride22, int len23 = 2534u) {
    int off24[6]{34lu, 15, -11, '\0', len23, 3U};
    if (stride22 >= ((int)d_mix1[11])) {
        Axis2 y25 = BLUE3;
        len23 = alignof(int);
    }
    return alpha21;
}
/* Computes one element per thread. */

__global__ void combine26_kernel(int n27) {
    extern __shared__ double dyn_28[];
    if (48 > (-dyn_28[n27])) {
        goto done29;
    }
    d_mix1[n27] = BLUE3;
    d_mix1[n27] = SLOW4;
done29:;
}
int g_pivot30[] = {24, '\'', 57, 63lu, 22};
struct Holder34 {
    int v;
    friend __global__ void friend_kernel35(int *p) { p[0] = 1; }
};

int main() {
    int len31 = 1027;
    len31 = g_pivot30[4];
    math6::smooth15_kernel<<<2 * 2, sizeof(float) * (OFF5 + OFF5), 0, 0>>>((int*)nullptr);
    g_pivot30[len31] = ((sizeof(double) + len31) - (len31 + g_pivot30[len31])) + (3432u + g_pivot30[1]);
    combine26_kernel<<<1, SLOW4 + (OFF5 + (SLOW4 + 246)), 512 * 8, nullptr>>>((len31 >> len31) * 1226l);
    const int z32 = g_pivot30[len31];
    const double v33 = ((long)sizeof(int)) / g_pivot30[z32];
    return 0;
}
