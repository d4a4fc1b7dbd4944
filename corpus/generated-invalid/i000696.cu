// cudagen 0.1 seed 696 invalid:case_outside_switch
// features: kernel,launch,launch_shared_mem,main,constexpr_var,struct,class_private,namespace,goto,compound_assign,bitwise,shift,incdec,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,alignof,macro_object,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define WARPS_2 256
#define TILE_DIM_3 3

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 49
#endif

namespace gpu6 {
struct Cell7 {
    float hi8;
    int count9;
    unsigned flag10;
};
} // namespace gpu6

class Span11 {
    int z12;
    float flag13;
    double x14;
public:
    __host__ __device__ Span11(int c15, float b16, double b17) : z12(c15), flag13(b16), x14(b17) {}
    __host__ __device__ float get18(float lo19) const
    {
        double res20 = alignof(double);
        constexpr unsigned acc21 = 1 << 2;
        return (WARPS_2);
    }
};

__global__ void scatter22_kernel(int count23, float* data24)
{
    data24[count23]--;
    gpu6::Cell7 m25 = gpu6::Cell7{49u, 14, 222lu};
    if (data24 != nullptr) {
        goto out26;
    }
    data24[count23] *= *data24;
    count23 %= count23;
    data24[count23] = 19;
out26:;
}

int main()
{
    int size27 = 2332;
    case 1: ++size27;
    scatter22_kernel<<<TILE_DIM_3 + 13, sizeof(float) * (TILE_DIM_3 + (TILE_DIM_3 + 26)), (256)>>>(0b1101, nullptr);
    scatter22_kernel<<<TILE_DIM_3 + 13, TILE_DIM_3 + 0b11101, 0>>>((33 * size27) >> 1, nullptr);
    return 0;
}
