// cudagen 0.1 seed 306 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,host_device_function,constexpr_function,main,constant_array,host_global,constexpr_var,using_alias,if,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
using ptr3_t = int*;
constexpr long STEPS4 = 7;
__constant__ unsigned c_gather5[4] = {19, 0x2ELL};
using real6_t = double;

constexpr __host__ __device__ int clamp7(int len8, int stride9) {
    double m10 = stride9;
    return 30;
}

__global__ void march11(ptr3_t data12, const int *__restrict__ in13) {
    (*data12) = clamp7(data12[6], ((*in13) + in13[0]) << (STEPS4 << c_gather5[3]));
    constexpr unsigned f14 = (STEPS4 + 6) * (4);
    --data12[2];
    data12[4] = (((*in13) + 34) * STEPS4) - SQR_1(c_gather5[0x0]);
    --(*data12);
    clamp7((*data12) >> (*in13), -29);
    data12[6]++;
}
long long g_step15 = sizeof(float) * 11;
// Returns the accumulated value.

__global__ void __maxnreg__(32) score16(const unsigned int *in17, const int *__restrict__ in18, int len19) {
    short off20 = c_gather5[len19];
    unsigned char res21 = clamp7(clamp7(clamp7(in17[off20], len19), off20), 21);
    off20 = STEPS4;
}

static __global__ void scale22(float q23, long long b24, ptr3_t buf25, int len26) {
    buf25[2] = b24;
    (++buf25[b24], (buf25[b24] = q23));
    unsigned int prod27 = 20;
    if (STEPS4 < clamp7(buf25[5], q23)) {
        return;
    }
}

int main(void) {
    int size28 = 2376;
    clamp7(size28, clamp7(size28, sizeof(unsigned long)));
    long off29((size28 += STEPS4, (size28 + size28)));
    size28 = g_step15;
    ++off29;
    size28 = STEPS4;
    march11<<<STEPS4 + (STEPS4 + 18), 256>>>(&size28, &size28);
    score16<<<64, sizeof(float) * (STEPS4 + 9)>>>((const unsigned int*)nullptr, &size28, STEPS4);
    scale22<<<1 << (STEPS4 + 1), 4 * 8>>>(+off29, 0x0, nullptr, STEPS4 * ((float)size28));
    return 0;
}
