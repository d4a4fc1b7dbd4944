// cudagen 0.1 seed 2062 valid
// features: kernel,launch,builtin_vars,host_device_function,host_function,default_args,main,shared_var,if,if_else,switch,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,sizeof,comments
#include "prelude.cuh"

__global__ void filter1_kernel(float beta2)
{
    if ((beta2 * (8 + beta2)) == 20LL) {
        __shared__ double sh_3[128];
        if ((41 - sh_3[threadIdx.x]) > (gridDim.y ^ 28)) {
            beta2++;
            bool mid4 = threadIdx.y < sh_3[gridDim.x];
            beta2 = ((float)blockDim.z) + beta2;
        } else {
        }
    }
}

__host__ __device__ int fuse5(float a6, float *buf7)
{
    buf7[2] = 3;
    a6 = 19.75f;
    (a6--, (a6 = (int)14));
    if ((unsigned int)a6) {
        int k8 = a6;
    } else if (a6 == a6)
        buf7[2]--;
    a6 = (buf7[5] += 36ULL, a6);
    return 30 - a6;
}
/* Returns the accumulated value. */

__host__ __device__ unsigned long update9(bool a10, double *data11)
{
    long u12((a10 % (20 | a10)) + (a10 + (26)));
    if ((51 - a10) > (u12 | 15lu)) {
        long cnt13 = -36;
        if (((unsigned)cnt13) < a10)
            return fuse5(cnt13, (float*)nullptr) + (cnt13);
    }
    a10 = (a10 - u12) >= (26 - a10);
    a10 = (true + data11[3]) / 6;
    fuse5(fuse5(a10 - 0.125f, nullptr), (float*)nullptr);
    return *data11;
}

int weigh14(unsigned short cfg15 = 24)
{
    unsigned long val16{3lu};
    float x17 = (val16 + sizeof(double) + (cfg15 * val16)) ^ update9(cfg15 - cfg15, nullptr);
    return fuse5(update9((val16 += x17, val16), nullptr), (float*)nullptr);
}

int main()
{
    int len18 = 1004;
    switch (-len18) {
    case (7):
        break;
    }
    len18 = weigh14(len18);
    len18++;
    if (((int)fuse5(len18, nullptr)) == 26u) {
        --len18;
        len18 = 8;
    } else {
    }
    filter1_kernel<<<(len18 + 255) / 256, 256>>>(weigh14(33 % len18));
    return 0;
}
