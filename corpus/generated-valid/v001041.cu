// cudagen 0.1 seed 1041 valid
// features: kernel,kernel_extern_c,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_var,shared_var,local_array,enum_class,if,goto,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_raw_string,cast_c,macro_function,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__device__ __host__ unsigned int weigh2(int *out3, int len4)
{
    out3[4] = 0x19 * (len4 * (len4 * len4));
    len4 = ((1 / len4) - 853U) + 55U;
    return out3[0x5] << (((*out3) + out3[len4]) - (13U - out3[0b111]));
}

extern "C" __global__ void __maxnreg__(32) sift5(float beta6, int n7)
{
    int diff8 = 0x11;
    if (diff8 < (beta6 - diff8)) {
        __shared__ int sh_9[256];
        double r10 = diff8;
    }
    if ((n7 - beta6) >= 53) {
        goto out11;
    }
    n7 = (unsigned long long)diff8;
    ++beta6;
    beta6 = 3.0f;
out11:;
}
enum class Level12 : unsigned int { Fast13, Red14, Blue15 = 6, Slow16 };

__device__ __host__ short split17(int len18)
{
    float v19(len18);
    v19 = 38;
    len18 = 'A' + v19 + (62 >> len18);
    size_t f20 = v19;
    return len18 % 50U;
}
static __device__ unsigned int d_smooth21 = 22L;
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_22(map_count23, unsigned)

int main()
{
    int n24 = 2167;
    n24 = n24;
    if (n24 != n24)
        return n24;
    if ((n24) == (n24 + n24)) {
        const char *stride25 = R"(raw \n text)";
    }
    unsigned w26[2] = {0b100U};
    n24 = w26[n24];
    sift5<<<(n24 + 127) / 128, 0x20 * 16, 1 << 8>>>((n24 >> 15) * (20L + w26[n24]), n24 + 469);
    map_count23<<<(n24 + 0x1f) / 32, dim3((n24 + 63) / 64, 0b1000000), 4096, nullptr>>>(w26, w26[1]);
    return 0;
}
