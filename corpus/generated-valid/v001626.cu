// cudagen 0.1 seed 1626 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,anon_namespace,if,goto,nested_block,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__host__ unsigned host_mix4(long q5, int stride6) {
    q5 = 0b111011;
    const char *base7 = R"(C:\dir)";
    if (base7[0] == stride6) {
        static_assert(11 == 11, "bad config");
        float h8 = base7[0];
        h8 = (int)int(q5);
    }
    return 1248;
}
// Layout: row-major, no padding.

__device__ __host__ double drift9(int len10, const signed char *input11) {
    ACCUM_3(len10, (45));
    float stride12 = *input11;
    stride12 += 3.875f;
    {
        static_assert(21 > 20, "tile must fit");
        if (input11[3] == len10)
            return ((0b101001 < stride12) && (stride12 != (*input11))) ? input11[len10] : stride12;
    }
    return stride12;
}

namespace {
double host_lerp13(long long *buf14, int n15) {
    ACCUM_3(n15, (38));
    buf14[n15] = HALF_2(buf14[3]) / (drift9(n15, nullptr));
    float s16(-29);
    return (buf14[7] - host_mix4(-0b111111, sizeof(unsigned int))) + (*buf14);
}

static __global__ void warp17_kernel(double beta18, int lane19, int *__restrict__ out20, int *data21) {
    extern __shared__ unsigned int dyn_22[];
    int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i23 >= lane19)
        return;
    (*data21) %= 9;
    if (static_cast<double>(dyn_22[0b10]) < drift9(drift9(63lu, nullptr), nullptr))
        dyn_22[lane19] = drift9(drift9(beta18, nullptr), nullptr) * 42;
    ACCUM_3(dyn_22[blockIdx.x], (beta18));
    signed char cnt24 = beta18;
    out20[5] /= ((!(gridDim.x == threadIdx.y)) ? drift9(i23, &cnt24) : unsigned(lane19)) - blockDim.x;
    float lim25 = 31;
}

__host__ __device__ size_t fuse26(unsigned int alpha27, double *acc28) {
    if (61 == drift9(*acc28, nullptr))
        return drift9(drift9(47u, nullptr), nullptr);
    (*acc28)--;
    if (!acc28) {
        goto finish29;
    }
    drift9(alpha27, nullptr);
    alpha27 = drift9((!alpha27) ? 2556 : 7, nullptr);
    acc28[alpha27] = HALF_2(((unsigned int)acc28[alpha27]) + acc28[0]);
finish29:;
    return float(((float)alpha27) - 0b101111L);
}
} // namespace

int main(void) {
    int len30 = 1912;
    warp17_kernel<<<dim3((256), sizeof(float) * 32, sizeof(int) * 4), (256), sizeof(double) * 64, nullptr>>>((unsigned int)(33), 5, &len30, &len30);
    float tmp31(fuse26(HALF_2(len30 - 0b101110), nullptr));
    warp17_kernel<<<(len30 + 31) / 32, 128>>>(((tmp31 >= len30) || (len30 >= tmp31)) ? HALF_2(tmp31) : (19 - tmp31), (39l - len30) + 1, &len30, nullptr);
    return 0;
}
