// cudagen 0.1 seed 63 invalid:void_variable
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,device_array,shared_var,extern_shared,struct,class_private,enum_class,if,range_for,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,sizeof
#include "prelude.cuh"

__global__ void kick1(int count2, int count3, long a4, float p5)
{
    int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid6 >= count3) {
        return;
    }
    --p5;
    a4--;
    __shared__ float sh_7;
    count3 %= 51 * a4;
}
enum class Phase8 : long { Slow9, Mul10 = 2, On11 };
__device__ int d_reduce12[4];

class Node13 {
    int hi14;
    unsigned int x15;
    int w16;
public:
    __host__ __device__ Node13(int a17, unsigned a18, int init19) : hi14(a17), x15(a18), w16(init19) {}
    __host__ __device__ unsigned reset20(int acc21) const
    {
        acc21 %= acc21 << (0x8 << x15);
        return acc21;
    }
    __host__ __device__ int get22() const
    {
        return x15 - (hi14 * w16);
    }
};

static __global__ void sweep23(float* out24, int len25)
{
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx26 >= len25) {
        return;
    }
    for (auto &y27 : d_reduce12) {
        Node13 lim28(10l + out24[threadIdx.z & 7], y27, 10);
    }
    int hi29 = -63;
}

__global__ void spread30_kernel(float q31)
{
    extern __shared__ double dyn_32[];
    int i33 = threadIdx.x;
    unsigned hi34 = i33;
    q31 -= 36u;
}

__host__ void step35(float alpha36 = 1434)
{
    sweep23<<<dim3((512), 2, sizeof(unsigned int) * 32), dim3(4 * 8, 4 * 020, 512)>>>(nullptr, alpha36);
    alpha36--;
}

int main()
{
    int count37 = 0xcf7;
    void nothing40;
    Node13 acc38(sizeof(double), 0x2d + count37, count37);
    count37 &= (count37 += count37, (17 ^ count37)) % (39U % count37);
    step35(0x18u);
    unsigned int f39 = count37 << count37;
    f39 &= f39 * (15l * f39) * (41 * count37);
    kick1<<<dim3((1), 0x80, 0x200), 0x100, 0>>>(0x1FL + f39, 48, (1 << count37) | 15lu, count37);
    spread30_kernel<<<2 * 4, sizeof(int) * 32, 1 << 012>>>(count37);
    return 0;
}
