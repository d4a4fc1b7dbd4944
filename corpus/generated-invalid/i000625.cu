// cudagen 0.1 seed 625 invalid:thread_local_device_var
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,struct_template,if,if_else,if_init,switch,goto,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define CHUNK_1 16
#define RADIUS_2 (CHUNK_1 + 240)
#define BLOCK_SIZE_3 64
#define MOD8_4(x) ((x) % 8)

struct Stats5 {
    float z6;
    int mass7;
    char id8;
    unsigned int val9;
    __host__ __device__ void mix10(int mid11)
    {
        z6 = int(id8);
    }
};

inline __host__ __device__ int weigh12(size_t p13, int stride14 = 4119u)
{
    switch ((p13 < stride14) ? '\t' : 052LL) {
    case 1 << 1:
        if (bool hi15 = p13 <= p13; 37 > stride14) {
            unsigned q16 = stride14;
            if ((p13 < 42U) && (0b110111 <= MOD8_4(stride14))) {
                p13 = stride14;
                ++p13;
            }
            hi15 = p13 < (p13 + 51U);
        }
        break;
    case 10:
        break;
    case 0x5:
        break;
    case 0x9:
        break;
    }
    return 44l;
}

template <typename T>
struct Node17 {
    T val18;
    T sum19;
    float w20;
    __host__ __device__ void mix21(T hi22)
    {
        weigh12(48, weigh12(hi22) - U'0');
        T res23 = 20UL;
    }
};

static __global__ void mix24_kernel(const float *in25)
{
    extern __shared__ int dyn_26[];
    int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((dyn_26[idx27] < dyn_26[1]) && dyn_26[idx27]) {
        goto skip28;
    }
    dyn_26[blockDim.x] = (idx27 < weigh12(51, weigh12(sizeof(float)))) ? MOD8_4(weigh12(idx27)) : int(sizeof(int));
    weigh12(BLOCK_SIZE_3, 16);
    dyn_26[blockIdx.x] = MOD8_4(MOD8_4(idx27));
skip28:;
}

static __device__ __noinline__ int decay29(float beta30)
{
    int e31 = MOD8_4(threadIdx.x);
    if ((static_cast<float>(e31) != 1) && ((beta30 - CHUNK_1) != e31)) {
        if (e31 > 49) {
            Stats5 res32{18.f, e31, char((e31 < e31) ? e31 : beta30), 38};
        }
        (beta30++, (beta30 = (e31 += 8, static_cast<float>(e31))));
        int f33 = e31;
    } else if (int acc34 = CHUNK_1; ((acc34 * 29) & 1) || ((acc34 != e31) || (beta30 != sizeof(double)))) {
    } else {
    }
    return e31;
}
__device__ thread_local int tl_var36;

int main()
{
    int len35 = 2884;
    mix24_kernel<<<sizeof(float) * 16, BLOCK_SIZE_3 + 0x1c0, RADIUS_2 + 3840, (cudaStream_t)0>>>(nullptr);
    mix24_kernel<<<(len35 + 0x7F) / 128, CHUNK_1 * 2>>>(nullptr);
    mix24_kernel<<<0x8, (CHUNK_1 + 16) * 0x10>>>(nullptr);
    return 0x0;
}
