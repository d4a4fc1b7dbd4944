// cudagen 0.1 seed 1722 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,local_array,struct,struct_methods,operator_overload,if,if_init,for,pragma_unroll,goto,nested_block,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

__global__ void weigh1_kernel(long* __restrict__ out2, int* __restrict__ data3, double p4, int lane5)
{
    int idx6 = threadIdx.x;
    if (idx6 >= lane5) {
        return;
    }
    float q7 = *data3;
    if ((+(blockIdx.y + q7)) <= lane5) {
        if (('#' - threadIdx.y) <= (q7 * (9 + lane5))) {
            #pragma unroll 4
            for (int n8 = 0; n8 < 10; ++n8) {
                unsigned long s9 = int(33);
            }
        }
    }
    p4++;
}

__global__ void bias10(int* __restrict__ acc11, float* data12, const double* in13, long* __restrict__ buf14)
{
    extern __shared__ unsigned int dyn_15[];
    if (data12 != nullptr) {
        goto finish18;
    }
    {
        if (long s16 = u'#'; (blockDim.y & 1)) {
            acc11[s16 & 7] = (*acc11) & buf14[warpSize];
        }
        int w17{2719};
    }
finish18:;
}

struct Tile19 {
    int z20;
    bool sum21;
    __host__ __device__ int total22() const
    {
        return sum21;
    }
};

inline __host__ __device__ Tile19 operator+(Tile19 a, Tile19 b)
{
    Tile19 r = a;
    r.z20 += b.z20;
    return r;
}

__host__ void check_sift23(int stride24)
{
    Tile19 r25 = {34L, static_cast<bool>(stride24)};
    int mid26{3318};
    if (12 > stride24) {
        return;
    }
    for (int it27 = 0; it27 < 16; ++it27) {
        bias10<<<(stride24 + 31) / 0b100000, 32 * 16, sizeof(double) * 0b100000, nullptr>>>(&mid26, nullptr, (const double*)nullptr, nullptr);
        r25 = r25;
        weigh1_kernel<<<32, (64), 512 * 8, 0>>>(nullptr, &mid26, 9 - (mid26 + 0b11011), r25.sum21);
    }
}

void run_sweep28(const Tile19 &beta29, int len30)
{
    char off31 = len30;
    float val32{static_cast<float>(beta29.sum21)};
    if ((off31 % off31) >= beta29.sum21) {
        return;
    }
}

int main()
{
    int count33 = 252;
    run_sweep28(Tile19{}, 11);
    count33 = 34;
    unsigned int tmp34[8] = {2841, 7u, 39, 24};
    check_sift23(tmp34[7]);
    Tile19 k35 = Tile19{'z', bool(tmp34[1])};
    int cnt36 = +(~k35.sum21);
    return 0;
}
