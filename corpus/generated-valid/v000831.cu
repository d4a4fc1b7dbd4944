// cudagen 0.1 seed 831 valid
// features: kernel,maxnreg,launch,builtin_vars,host_function,main,constant_var,shared_var,const_local,struct,struct_methods,struct_template,aligned_struct,namespace,if,if_init,while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
static_assert(sizeof(int) == 4);

namespace kern3 {
struct Vec4 {
    int hi5;
    long id6;
    int x7;
    __host__ __device__ long bump8(float tmp9) const {
        return MIN2_1((double)tmp9, 12U);
    }
    __host__ __device__ long reset10() const {
        return (id6 >> 1) - x7;
    }
};

__global__ void __maxnreg__(128) rank11_kernel(double* buf12, int count13, int* dst14, long* buf15) {
    int iter16 = 0;
    while (iter16 < count13) {
        if (float r17 = (int)threadIdx.x; (alignof(int) % iter16) > r17) {
            const int tmp18 = blockIdx.x;
        }
        ++iter16;
    }
    count13 <<= count13;
    if (((*dst14) != (*dst14)) || (!((*dst14) <= 56U)))
        buf12[count13] += (count13 + 5) ? 32 : (dst14[3] + (9.625F * count13));
    __shared__ kern3::Vec4 sh_19;
}
__constant__ double c_update20 = 17.25;
} // namespace kern3

template <typename T>
struct Tile21 {
    T vel22;
    unsigned lo23;
    int lo24;
    __host__ __device__ void scale25(unsigned long y26) {
        lo23 = lo24;
    }
};

struct __align__(8) Bounds27 {
    int z28;
    double count29;
    long long vel30;
    int vel31;
    __host__ __device__ int norm32(long idx33) const {
        unsigned int acc34 = z28 + (037u * vel30) + 56;
        acc34 &= 0b1011;
        return idx33;
    }
};

void check_tally35(double q36, int lane37, float* data38) {
    data38[2] *= 2;
    if (lane37 != 37)
        return;
    data38[lane37] *= data38[1];
    kern3::rank11_kernel<<<(lane37 + 31) / 040, sizeof(unsigned int) * 128>>>(&q36, (lane37 += lane37, q36) + 7, reinterpret_cast<int*>(data38), reinterpret_cast<long*>(data38));
}

int main() {
    int n39 = 2708;
    long v40 = 2 * (((n39 % 39) > 0b1010lu) ? (n39 * n39) : 10);
    check_tally35(sizeof(kern3::Vec4), 47U + ((int)v40), nullptr);
    return 0;
}
