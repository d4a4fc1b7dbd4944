// cudagen 0.1 seed 1623 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,device_var,host_global,constexpr_var,local_array,struct,if,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 27
#endif

#if TUNE_5 > 100
#define CONFIG_6 7
#else
#define CONFIG_6 30
#endif
__device__ float d_scatter7;
int g_grow8 = 'A';

__device__ __host__ double tally9(int count10, int* data11, int lane12)
{
    constexpr unsigned int stride13 = 17;
    count10++;
    float t14 = CONFIG_6;
    lane12 |= (count10 += count10, ((stride13 + data11[lane12]) ^ ((*data11) * 0x9u)));
    if (t14 >= '0') {
        goto done15;
    }
    t14 -= stride13;
    ACCUM_1(lane12, (-1058));
    if (lane12 > 58) {
        return count10;
    }
done15:;
    return count10;
}

struct Node16 {
    int vel17;
    bool weight18;
    int lo19;
    bool hi20;
};
// Layout: row-major, no padding.

__global__ void step21_kernel(int count22, int stride23)
{
    unsigned int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx24 >= stride23) {
        return;
    }
    --d_scatter7;
    (d_scatter7--, (d_scatter7 += 0x30));
    tally9(count22, nullptr, 39);
}

void run_decay25(int count26, int lane27)
{
    count26 -= tally9(CONFIG_6, nullptr, ~(47 + g_grow8));
    double w28 = (33l) / g_grow8;
    unsigned int off29[6] = {52, 0b1101, 0xb, 'A', static_cast<unsigned>(w28 - sizeof(float))};
    count26 = tally9(16 | (lane27 + 3919), nullptr, lane27);
}

int main()
{
    int len30 = 2126;
    tally9(g_grow8, (int*)nullptr, g_grow8);
    len30 = g_grow8;
    tally9(sizeof(Node16), nullptr, 6);
    step21_kernel<<<(len30 + 0x1F) / 32, (CONFIG_6 + (CONFIG_6 + 68)), 0, (cudaStream_t)0>>>(len30, (-2));
    len30 = len30;
    return 0;
}
