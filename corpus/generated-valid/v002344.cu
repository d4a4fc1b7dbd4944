// cudagen 0.1 seed 2344 valid
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,device_function,host_device_function,main,shared_var,static_shared,auto_var,if,for,while,do_while,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b

__device__ void fold3(float b4) {
    b4++;
    --b4;
    if ((b4 / 38) >= b4) {
        return;
    }
    b4 = 2687;
    b4 = b4;
}

inline __host__ __device__ int reduce5(int count6, int *__restrict__ buf7, int len8) {
    long u9 = 27;
    len8 >>= 5;
    int val10 = ADD3_1(count6, buf7[2], buf7[0]);
    float q11(16.25F);
    int x12 = q11 / (val10 * q11);
    float y13((len8 << x12) % (43 + u9));
    return 49lu * ((val10 / x12) + sizeof(int));
}

static __global__ void rank14(char *__restrict__ dst15, unsigned int *acc16, int stride17, float *dst18) {
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid19 >= stride17) {
        return;
    }
    auto idx20 = 39 + ((*dst18) + dst15[6]);
    static __shared__ float sh_21[256];
    int w22 = 0;
    while (w22 < w22) {
        --stride17;
        __shared__ long sh_23[64];
        ++w22;
    }
}

int main() {
    int count24 = 1815;
    int w25 = 0;
    while (w25 < 8) {
        int iter26 = 0;
        do {
            for (int n27 = 0; n27 < 4; n27 += 3) {
                count24 -= w25 << count24;
                unsigned long lim28(59);
            }
            ++iter26;
        } while (iter26 < 5);
        ++w25;
    }
    rank14<<<(count24 + 31) / 32, (256)>>>((char*)nullptr, (unsigned int*)nullptr, (count24 >> 1) * 46ul, nullptr);
    return 0;
}
