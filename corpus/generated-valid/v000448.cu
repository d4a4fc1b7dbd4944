// cudagen 0.1 seed 448 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,device_function,host_device_function,default_args,main,local_array,struct,operator_overload,if,for,nested_block,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
struct Particle5 {
    float weight6;
    char val7;
};
inline __host__ __device__ Particle5 operator+(Particle5 a, Particle5 b)
{
    Particle5 r = a;
    r.weight6 += b.weight6;
    r.val7 += b.val7;
    return r;
}
__host__ __device__ void apply8(long beta9, const unsigned* in10, double p11 = 19.875F)
{
    {
        if (!((CAT_4(beta, 9) % 0x34lu) & 1)) {
            beta9 = 19;
            p11 = (0x1 + (beta9 | 38U)) - beta9;
        }
        float m12 = beta9;
    }
}
struct Particle13 {
    int lo14, weight15;
    unsigned val16;
};
// Returns the accumulated value.
static __global__ void kick17(unsigned int* buf18, int count19)
{
    unsigned int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (static_cast<int>(CAT_4(count, 19)) < count19) {
        int lo21{count19};
        apply8(62U, buf18);
    }
    unsigned int idx22 = count19;
    apply8(buf18[threadIdx.x & 7] * 48u, buf18, threadIdx.z);
    count19 = (*buf18) - static_cast<float>(tid20 >> tid20);
    apply8(threadIdx.x, buf18, -5.375);
}
__device__ void norm23(int lane24 = 13)
{
    (lane24++, (lane24 = lane24));
    {
        lane24 = 15;
        lane24 = CAT_4(lane, 24);
    }
    apply8(0x3F, nullptr);
    if (61 < lane24) {
        return;
    }
}
int main(void)
{
    int size25 = 1576;
    for (int j26 = 0, j27 = 15; j26 < j27; (++j26, (--j27))) {
        unsigned int k28[7]{60, 48, static_cast<unsigned int>('#'), 1ll, 0b101l, 0x7U, 3751};
        const char* f29 = R"(raw \n text)";
    }
    kick17<<<1 << 1, dim3(1 << 9, (01000), (size25 + 077) / 0x40)>>>((unsigned int*)nullptr, 55U);
    return 0;
}
