// cudagen 0.1 seed 1012 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,constexpr_var,local_array,enum_class,if,if_else,if_init,while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void trace2_kernel(int n3, int n4)
{
    if (n3) {
        return;
    }
    n4 = n4;
    int s5 = CAT_1(n, 3);
    if (n3 > (s5 / 0x29)) {
        goto done6;
    }
    n4 = 50ul + n3;
    n4 -= '\0';
done6:;
}

template <typename T, int N>
__global__ void lerp7_kernel(T *buf8, int *data9, const int *input10)
{
    int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w12 = 0;
    while (w12 < idx11) {
        int s13[5] = {N, idx11, static_cast<int>(alignof(char)), 3103};
        ++w12;
    }
    if ((input10[0x6] * N) <= warpSize) {
        (*data9) = ((T)(-(*buf8))) + threadIdx.x;
    } else if (T base14 = (CAT_1(w, 12) >= (0x2BB % input10[w12])) ? (input10[threadIdx.x]) : (59 % w12); (*data9) < (+CAT_1(idx, 11))) {
        data9[blockIdx.y] = ((!(w12 != 18)) || (base14 != base14)) ? sizeof(T) : ((N * idx11) ^ data9[w12 & 7]);
        data9[blockDim.z]++;
    }
    __shared__ int sh_15;
}

extern "C" {
static __global__ void spread16_kernel(int count17, int len18, int n19, double *data20)
{
    unsigned cnt21(count17);
    len18 ^= gridDim.z;
    __shared__ int sh_22[8];
}
}
enum class Color23 { Green24, On25, Busy26, On27 = 4 };

__device__ float clamp28(long *acc29)
{
    if (acc29 == nullptr) {
        return (((*acc29) >= (*acc29)) && (blockIdx.x >= acc29[3])) ? (-acc29[3]) : ('\a' % acc29[threadIdx.y]);
    }
    --acc29[blockIdx.x];
    (*acc29)--;
    acc29[blockDim.x]--;
    (*acc29) = blockIdx.x;
    return 5.75f * threadIdx.x;
}

void host_sift30(float *out31)
{
    --(*out31);
    Color23 prod32 = Color23::On25;
}

int main()
{
    int count33 = 3787;
    trace2_kernel<<<0x10, 0x80, sizeof(int) * 0b100000>>>(count33, -64);
    count33 &= (~count33) + count33;
    lerp7_kernel<int, 0x8><<<(2), 512, sizeof(double) * 128, nullptr>>>(nullptr, nullptr, (const int*)nullptr);
    spread16_kernel<<<2, 0x20, 0, 0>>>(count33 * count33, ((0xflu != count33) || (count33 == count33)) ? count33 : 36, count33, (double*)nullptr);
    return 0;
}
