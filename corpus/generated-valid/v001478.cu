// cudagen 0.1 seed 1478 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,static_device_function,host_function,main,shared_var,static_shared,constexpr_var,auto_var,enum,if,for,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,alignof,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 1
#else
#define TUNE_2 53
#endif

inline static __device__ int relax3(int* data4, int len5, float* out6)
{
    len5 = warpSize - 061;
    int z7 = 52L + (data4[7] * (*out6) * (*out6));
    return data4[5];
}
enum State8 {
    ON9 = 1,
    HIGH10,
    LOW11 = 5,
    BLUE12,
    RED13
};

static __device__ int split14(int len15, int len16, unsigned int beta17)
{
    State8 hi18 = HIGH10;
    State8 hi19 = BLUE12;
    if (blockIdx.x >= hi19) {
        goto done20;
    }
    beta17 = threadIdx.y * (relax3(&len16, -2, nullptr) / beta17);
done20:;
    return relax3(&len16, hi19, (float*)nullptr);
}

__global__ void fold21(int lane22, float* data23)
{
    int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i24 >= lane22) {
        return;
    }
    if (warpSize >= blockDim.x) {
        return;
    }
    float acc25 = (~i24) + relax3(&lane22, lane22, data23) + (relax3(nullptr, lane22, data23) + (2339L & lane22));
    for (int it26 = (blockIdx.x * blockDim.x) + threadIdx.x; it26 < lane22; it26 += blockDim.x * gridDim.x) {
        if ((acc25 * acc25) >= alignof(float)) {
            break;
        }
    }
    static __shared__ float sh_27[LOW11 + (ON9 + 0b11111010)];
}

int check_accum28(double* dst29, const int* in30)
{
    dst29[3] *= LOW11;
    (*dst29) = 18;
    for (int j31 = 9; j31 > 0; --j31) {
        auto v32 = RED13;
        dst29[5] -= j31;
    }
    dst29[0x7] += RED13;
    dst29[4]++;
    return (dst29[4] += *in30, (in30[6] % (*in30)));
}

int main()
{
    int len33 = 2400;
    constexpr float y34 = 4301;
    fold21<<<0x2, 16 * 0x10, sizeof(int) * (ON9 + 255), nullptr>>>(check_accum28(nullptr, &len33), nullptr);
    for (int j35 = 0; j35 < len33; j35++) {
        for (int it36 = 0; it36 < 2; it36++) {
            auto s37 = (it36 & HIGH10) - (j35 | j35);
            ++len33;
        }
    }
    return 0;
}
