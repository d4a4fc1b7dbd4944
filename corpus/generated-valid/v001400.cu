// cudagen 0.1 seed 1400 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,main,shared_var,extern_shared,host_global,typedef,namespace,nested_namespace,if,if_init,for,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

int host_march1(double p2, int n3)
{
    if ((n3 * (n3 * n3)) == 0x3f) {
        for (int i4 = 0; i4 < 015; ++i4) {
            p2 = n3;
        }
    }
    if ((n3 += 10, p2) > 0x30) {
        return 8;
    }
    return p2 / (n3 % (n3 - n3));
}

namespace util5::v6 {
typedef float real7_t;
} // namespace util5::v6
const long g_tile8 = 21;

__global__ void tally9(int *data10, int lane11, long long alpha12)
{
    int gid13 = threadIdx.x;
    alpha12 *= data10[0x1] * ((61U + gid13) / blockDim.z);
    if (alpha12 < (lane11 * threadIdx.y)) {
        return;
    }
    ++data10[4];
}

template <typename T, int N>
__device__ __host__ util5::v6::real7_t apply14(T *data15, util5::v6::real7_t q16, int count17)
{
    unsigned int hi18{0x914};
    T y19 = q16;
    T s20 = 59;
    return data15[count17];
}

__global__ void probe21(int lane22, int count23, int count24, long b25)
{
    int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((blockDim.z > count24) || (tid26 == count24)) {
        return;
    }
    int acc27(b25);
    count23 = (int)count24;
    count23 *= 20;
    double y28{7.0};
}

__global__ void relax29(int *buf30, int *__restrict__ dst31, unsigned int p32, unsigned long b33)
{
    extern __shared__ unsigned short dyn_34[];
    int gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (int k36 = ((3372 + b33) - (2 / gid35)) - gid35; k36 == dyn_34[threadIdx.y]) {
        for (int j37 = k36; j37 > 0x0; --j37) {
            int f38(dyn_34[j37]);
            if ((j37 / f38) >= (0xdL * gid35)) {
                f38 &= (k36 + ((*buf30) - 6UL)) - (0x0 - (buf30[4] + p32));
                int res39 = blockDim.x;
            }
        }
    }
}

void run_spread40(int count41, unsigned int p42)
{
    if ((count41 * ((float)0x6)) <= g_tile8) {
        if (count41 * g_tile8) {
            tally9<<<128, (32), sizeof(float) * 32, 0>>>(nullptr, count41, count41);
            p42 %= 38l;
        }
    }
}

int check_grow43(char cfg44, bool alpha45, const int *src46)
{
    alpha45 = !src46;
    probe21<<<1, dim3(32), 0x40 * 4, 0>>>(alpha45 * (cfg44 - alpha45), (cfg44) + (g_tile8 + cfg44), (*src46) - 2382L, (unsigned)13ull);
    long long s47 = g_tile8 * (cfg44 + (0b1101 / alpha45));
    cudaStream_t z48 = (cudaStream_t)0;
    s47 = 42L;
    int lo49 = 13;
    return alpha45;
}

int main()
{
    int count50 = 2202;
    for (int n51 = 0; n51 < count50; ++n51) {
        count50 = (0x30 * (n51 + count50)) - (g_tile8 + count50);
        dim3 k52 = dim3((n51 + 255) / 256, (512));
    }
    int hi53 = 061u;
    count50 ^= hi53 - hi53;
    relax29<<<(count50 + 255) / 256, 512>>>(nullptr, (int*)nullptr, count50, (count50 + 2838) - (0x23 * hi53));
    return 0;
}
