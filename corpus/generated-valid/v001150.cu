// cudagen 0.1 seed 1150 valid
// features: kernel,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_function,static_host_function,main,constexpr_var,struct,struct_methods,if,goto,nested_block,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,sizeof,lambda,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 35
#endif
#undef TUNE_3
#define TUNE_3 12
// Computes one element per thread.

struct Cell4 {
    int y5, sum6;
    int id7;
    float count8;
    __host__ __device__ int norm9() const {
        double k10 = 8.875f;
        return k10;
    }
};

__global__ void tally11(short *__restrict__ buf12, __grid_constant__ const Cell4 cfg13, int len14) {
    unsigned gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((gid15 == buf12[gridDim.y]) || (cfg13.id7 >= 44)) {
        goto out16;
    }
    (len14++, ((*buf12) = sizeof(unsigned int)));
    if (gid15 > buf12[7])
        return;
out16:;
}

static void host_bump17(const long *input18) {
    int w19 = (!input18) ? (*input18) : 46;
    ++w19;
    tally11<<<(w19 + 255) / 0x100, dim3(2, 16 * 8, (w19 + 0x7F) / 0b10000000), 0x0, nullptr>>>((short*)nullptr, Cell4{35, -1l, -2183, 'A'}, 21);
    w19 = 20 - (w19 += input18[0x0], CAT_1(w, 19));
    w19 = w19;
    --w19;
}
// Layout: row-major, no padding.

static __device__ __forceinline__ unsigned long tally20(int *data21) {
    if (!(data21[6] > data21[blockDim.x]))
        return (data21[0b10] * TUNE_3) - (blockIdx.x * TUNE_3);
    (*data21) = 28 / (*data21);
    int f22 = (*data21) + ('0' - data21[threadIdx.x]) + (*data21);
    return *data21;
}

void smooth23(int count24) {
    {
        int *sum25 = &count24;
        const char *cnt26 = R"(raw \n text)";
    }
    count24++;
    constexpr float e27 = 7.25f;
}

int main() {
    int count28 = 2047;
    tally11<<<dim3((count28 + 0xFF) / 256, 1), dim3(sizeof(int) * (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 16)))), (count28 + 127) / 0x80, (count28 + 0x1f) / 040)>>>((short*)nullptr, Cell4{count28, 29, 42ul, float(count28)}, '\n');
    static_assert((TUNE_3 + (18)) > 0x1d);
    auto fn31 = [](double acc29, float v30) {
        acc29 = acc29 + 56lu + acc29;
        v30 = TUNE_3;
    };
    fn31(count28, -59);
    count28++;
    tally11<<<(count28 + 127) / 128, (TUNE_3 + (TUNE_3 + (TUNE_3 + 0b1011100))) * 2, TUNE_3 + (TUNE_3 + (TUNE_3 + 4060))>>>(nullptr, Cell4{count28, 0x17UL, int(11L + count28), 9.F}, count28);
    count28 = (4 + count28) * 'A';
    return 0;
}
