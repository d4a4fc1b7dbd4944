// cudagen 0.1 seed 464 invalid:launch_bounds_nonconstant
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,managed_var,shared_var,const_local,struct,class_private,switch,compound_assign,bitwise,pointer_arith,address_of,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b

struct Acc4 {
    int x5;
    double w6;
    unsigned int id7;
    long long z8;
};
__managed__ long m_clamp9[8] = {-0x25, -4765, 1, 2470L};

class Pixel10 {
    int sum11;
public:
    __host__ __device__ Pixel10(int init12) : sum11(init12) {}
    __host__ __device__ int apply13() const
    {
        return 47;
    }
};

class Node14 {
    long x15, flag16;
public:
    __host__ __device__ Node14(long c17, long c18) : x15(c17), flag16(c18) {}
    __host__ __device__ long norm19(int e20) const
    {
        e20 |= CAT_3(flag, 16);
        float tmp21{6};
        return static_cast<float>(e20);
    }
    __host__ __device__ long reset22(unsigned short k23) const
    {
        Pixel10 cnt24(x15);
        int h25 = 12;
        return cnt24.apply13() - 39;
    }
};

__global__ void __launch_bounds__(32, 4) merge26_kernel(float q27, unsigned *__restrict__ buf28, const int *__restrict__ in29, int n30)
{
    q27 = buf28[3];
    __shared__ int sh_31[32];
    __shared__ int sh_32[256];
    __shared__ Acc4 sh_33[128];
    __shared__ float sh_34[8];
}
int threads_per_block37 = 128;
__global__ void __launch_bounds__(threads_per_block37) bounded_kernel38(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
    int len35 = 02041;
    switch (m_clamp9[len35]) {
    case 0:
        merge26_kernel<<<dim3(256, (len35 + 0b1111111) / 128), 32, 0x0, 0>>>(len35, nullptr, &len35, (m_clamp9[len35] + m_clamp9[len35]) - (len35 - 9lu));
        break;
    case 3: {
        const bool stride36 = 0;
        break;
    }
    }
    return 0;
}
