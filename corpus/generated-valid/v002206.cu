// cudagen 0.1 seed 2206 valid
// features: kernel,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,class_private,if,do_while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 39
#endif
#undef TUNE_3
#define TUNE_3 24

__global__ void pack4_kernel(const int *input5, const unsigned *src6, const int *input7)
{
    extern __shared__ double dyn_8[];
    dyn_8[3] = dyn_8[6];
    if (!src6[4]) {
        return;
    }
    float flag9 = src6[1];
    flag9 = flag9;
    int w10 = 0;
    do {
        float val11 = flag9;
        ++w10;
    } while ((w10 < w10) && ((src6[w10 & 7] != input5[w10]) || (dyn_8[0] != flag9)));
    dyn_8[0b101] = input5[w10 & 7] | '0';
}

class Bounds12 {
    int lo13;
public:
    __host__ __device__ Bounds12(int c14) : lo13(c14) {}
    __host__ __device__ void get15(int h16)
    {
        h16 = CAT_1(lo, 13);
    }
    __host__ __device__ int mix17() const
    {
        float w18 = lo13 % lo13;
        return (w18 += 28L, 62LL);
    }
};

struct Bounds19 {
    short int flag20;
    size_t x21;
    short w22;
    char vel23;
    __host__ __device__ void apply24(int val25)
    {
        bool r26 = sizeof(double) == ((int)x21);
        flag20 ^= 260;
    }
};

__global__ void scatter27_kernel(short p28, double *acc29)
{
    --p28;
    p28 = (static_cast<float>(p28));
    if (static_cast<unsigned>(*acc29) < acc29[7]) {
        return;
    }
    constexpr size_t y30 = 54;
}

int main(void)
{
    int len31 = 1417;
    int flag32[2]{len31, 8};
    len31++;
    pack4_kernel<<<128, (TUNE_3 + 40)>>>(&len31, static_cast<const unsigned*>(nullptr), nullptr);
    scatter27_kernel<<<(8), TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 416))), 4096, (cudaStream_t)0>>>(-17, static_cast<double*>(nullptr));
    return 0b0;
}
