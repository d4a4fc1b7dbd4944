// cudagen 0.1 seed 108 valid
// features: kernel,launch,launch_shared_mem,device_function,device_forceinline,host_device_function,main,shared_var,extern_shared,local_array,namespace,if,while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void clamp4_kernel(float* acc5)
{
    extern __shared__ float dyn_6[];
    int pass7 = 0;
    while (pass7 < 11) {
        acc5[pass7] -= 13.875f;
        dyn_6[pass7] = dyn_6[pass7];
        acc5[0x0] = (46l * (pass7 * (*acc5))) + pass7;
        ++pass7;
    }
    unsigned int u8[2] = {};
    acc5[3] /= pass7;
    float base9 = 12.125f;
}

inline __host__ __device__ float accum10(long* buf11)
{
    if (((buf11[0x4] != 34) ? 6u : (*buf11)) <= 0x39U) {
        return *buf11;
    }
    double prod12 = ((buf11[0] + ((*buf11) + buf11[5])) < 33) ? 0.5 : buf11[2];
    (--prod12, (buf11[6] *= 06625));
    buf11[7] += buf11[6];
    (*buf11)++;
    buf11[2]++;
    prod12 *= *buf11;
    return (prod12);
}

namespace util13 {
__device__ size_t bump14(unsigned char alpha15, double alpha16, int* buf17)
{
    if ((alpha15 & buf17[alpha15]) < alpha15) {
        goto finish18;
    }
    alpha16 = -56;
    buf17[3] = accum10(static_cast<long*>(nullptr));
    if (!(alpha16 != 4u)) {
        return accum10(static_cast<long*>(nullptr)) + alpha16;
    }
finish18:;
    return 19lu;
}

__device__ short norm19(double* data20, int len21, int stride22)
{
    if ((len21 == 15) && (data20[len21] <= data20[len21 & 7])) {
        goto done23;
    }
    stride22 = util13::bump14(~(9 >> len21), *data20, &len21);
    util13::bump14(len21, 6.875f / (-data20[len21]), &stride22);
done23:;
    return util13::bump14(accum10((long*)nullptr), data20[stride22], &stride22) % static_cast<long>(len21 | stride22);
}

__device__ __forceinline__ unsigned char apply24(int stride25, const float* input26, const int* src27)
{
    int z28 = accum10((long*)nullptr);
    util13::norm19(static_cast<double*>(nullptr), (!input26) ? (z28 + z28) : 54l, util13::norm19(nullptr, stride25, 25) + src27[z28 & 7]);
    float prod29 = src27[stride25] + (src27[stride25] + stride25);
    short sum30(stride25);
    if (((src27[z28 & 7] >= prod29) ? 0U : stride25) <= prod29) {
        goto done31;
    }
    accum10(nullptr);
done31:;
    return 0377;
}
} // namespace util13

int main()
{
    int n32 = 3626;
    bool lo33 = +accum10(static_cast<long*>(nullptr));
    clamp4_kernel<<<(n32 + 63) / 64, (0400), 1024>>>(nullptr);
    return 0;
}
