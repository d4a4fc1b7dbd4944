// cudagen 0.1 seed 2084 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_shared_mem,launch_stream,host_device_function,main,local_array,struct,class_private,if,switch,compound_assign,bitwise,shift,logical,comparison,incdec,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <class T>
__global__ void fold2(const T* src3) {}
__host__ __device__ int shade4(long cfg5) {
    switch (cfg5 % cfg5) {
    case (10):
        if ((cfg5 ^ cfg5) || (cfg5 > (cfg5 << 9))) {
            float s6[6] = {};
            s6[5] += 11lu;
        }
        break;
    default:
        break;
    }
    return cfg5;
}
class Cell7 {
    double count8;
public:
    __host__ __device__ Cell7(double a9) : count8(a9) {}
    __host__ __device__ double norm10(int flag11) const {
        Cell7 mid12(flag11 + flag11);
        return (0b11000u + flag11) ^ flag11;
    }
    __host__ __device__ double get13(long prod14) const {
        prod14 -= prod14 * prod14;
        prod14 = prod14;
        return size_t(prod14) - (prod14 | prod14);
    }
};
int main() {
    int len15 = 2042;
    len15 >>= len15;
    fold2<<<(len15 + 255) / 256, 64, 4096, nullptr>>>((const long*)nullptr);
    len15 %= (unsigned int)len15;
    len15--;
    fold2<<<64, 1 << 9, sizeof(float) * 128, 0>>>(&len15);
    fold2<float><<<32, 64>>>((const float*)nullptr);
    return 0;
}
