// cudagen 0.1 seed 1059 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,constexpr_var,struct,struct_methods,operator_overload,if,goto,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 61
#endif
#undef TUNE_5
#define TUNE_5 24

__global__ void spread6(unsigned char* __restrict__ data7, unsigned char* data8, const unsigned* coef9)
{
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ float sh_11;
    if ((sh_11 * data7[0]) == sh_11) {
        goto done12;
    }
    (*data7)++;
    data8[4]--;
done12:;
}

struct Tile13 {
    short val14;
    float val15;
    int sum16;
    float w17;
    __host__ __device__ float total18(char stride19) const
    {
        if ((stride19 & 0b1) && (val15 < w17)) {
            return sum16;
        }
        return w17;
    }
    __host__ __device__ float get20() const
    {
        return sizeof(float);
    }
};

inline __host__ __device__ Tile13 operator+(Tile13 a, Tile13 b)
{
    Tile13 r = a;
    r.val14 += b.val14;
    r.val15 += b.val15;
    r.sum16 += b.sum16;
    r.w17 += b.w17;
    return r;
}

float sift21(Tile13 b22)
{
    if (static_cast<long>(b22.val14)) {
        return b22.val14 ^ (TUNE_5 + b22.sum16);
    }
    float q23{14.125f};
    if ((q23 != q23) && ((q23 += q23, CAT_3(q, 23)) > q23)) {
        spread6<<<(64), sizeof(float) * 0x10>>>((unsigned char*)nullptr, nullptr, nullptr);
        b22 = Tile13{short(CAT_3(q, 23)), q23, static_cast<int>(b22.w17), -035};
    }
    q23 = ADD3_2(q23, b22.total18(b22.get20()), (static_cast<int>(b22.val15)));
    return b22.val14 & 61U;
}

int main()
{
    int count24 = 0xb18;
    --count24;
    sift21(Tile13{});
    --count24;
    spread6<<<(count24 + 127) / 128, 1 << 6, sizeof(float) * 256>>>(static_cast<unsigned char*>(nullptr), nullptr, nullptr);
    return 0;
}
