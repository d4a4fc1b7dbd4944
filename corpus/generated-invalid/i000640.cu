// cudagen 0.1 seed 640 invalid:function_redefinition
// features: kernel,kernel_static,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,shared_var,struct,typedef,namespace,nested_namespace,if,while,switch,goto,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,comments
#include "prelude.cuh"

float clamp1(double cfg2) {
    {
        const char* f3 = "ok";
        int* x4 = nullptr;
    }
    cfg2 = ((cfg2 == cfg2) && (cfg2 <= cfg2)) ? ((cfg2 > cfg2) ? cfg2 : 54) : 2.125;
    cfg2 *= cfg2;
    cfg2 /= cfg2 + ((int)8);
    return cfg2;
}
// Layout: row-major, no padding.

struct Vec5 {
    float weight6;
    int weight7;
    double flag8;
};
/* Layout: row-major, no padding. */

static __global__ void __maxnreg__(64) bias9(double q10, int stride11) {
    {
        if ((stride11 < 58) || (8 > stride11) || (63ull <= ((int)q10))) {
            __shared__ Vec5 sh_12;
            q10 -= 13.75F;
            q10 *= (sh_12.weight7 >> (21 + sh_12.weight7)) | 014U;
        }
    }
}

extern "C" {
__global__ void __maxnreg__(128) relax13_kernel(int lane14) {
    lane14 = (unsigned short)1;
    lane14 &= lane14;
    if (lane14 <= (lane14 % lane14)) {
        if (lane14 <= (lane14 + lane14))
            return;
    }
    lane14 = static_cast<int>((lane14 + 64l) % (3 * lane14));
    int hi15{60};
}
}

__host__ int run_split16(int* __restrict__ acc17, Vec5 p18, int stride19) {
    if (stride19 <= p18.weight6) {
        goto out21;
    }
    if (p18.weight7 > (39 >> p18.weight7)) {
        float base20 = p18.weight7;
        if (base20 == p18.weight6)
            return ((acc17[stride19] > 29) ? p18.weight7 : stride19) ^ (acc17[stride19] * 53);
    }
    bias9<<<4, dim3((stride19 + 127) / 128, (stride19 + 255) / 256), 1 << 8, 0>>>(stride19, 44ul);
    relax13_kernel<<<dim3((4)), 64>>>((*acc17) * ((double)(*acc17)));
out21:;
    return p18.flag8 - 60l;
}

namespace detail22::inner23 {
__global__ void pack24(bool q25) {
    double acc26 = 4.625f;
    q25 = (q25 & 1);
}
typedef char idx27_t;

struct Pixel28 {
    short mass29;
    float mass30, sum31;
};
} // namespace detail22::inner23

__global__ void smooth32_kernel(short* out33) {
    int w34 = 0;
    while (w34 < 13) {
        switch ((out33[2])) {
        case 4: {
            int val35{w34};
            break;
        }
        default:
            if (47ul != static_cast<int>(w34))
                continue;
            break;
        }
        float acc36 = w34;
        ++w34;
    }
}

constexpr int shade37(int count38) {
    return +(17 * count38);
}
int helper41(int x)
{
    return x + 1;
}
int helper41(int x)
{
    return x - 1;
}

int main() {
    int n39 = 965;
    n39 &= n39;
    float m40 = (n39 - 62) * (static_cast<int>(n39) - n39);
    detail22::inner23::pack24<<<8, dim3((n39 + 127) / 128, 2 * 4, 128)>>>(1);
    smooth32_kernel<<<dim3(16), dim3((n39 + 127) / 128, 64 * 2, (n39 + 63) / 64)>>>(nullptr);
    return 0;
}
