// cudagen 0.1 seed 1688 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,host_function,static_host_function,main,constexpr_var,auto_var,struct,struct_methods,enum_class,namespace,if,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 42
#endif
enum struct Mode5 : unsigned int { Slow6, Busy7, Green8 = 7, Green9 };
enum class Axis10 : long { Mul11, Off12, Off13 = 7 };
// Computes one element per thread.
__host__ __device__ signed char sift14(double* acc15, int stride16, int n17) {
    if (!(stride16 <= stride16)) {
        return (((6 != stride16) ? TUNE_4 : sizeof(unsigned)) < 13) ? (stride16) : stride16;
    }
    acc15[stride16] = .25;
    n17 = stride16 | 37l;
    float acc18 = (15.875F);
    return stride16;
}
__global__ void sift19(int stride20, float b21) {
    stride20 = b21;
    unsigned int r22 = 29;
    b21 = (((b21 > r22) ? 2.125F : b21) - (r22 * TUNE_4)) - sift14(nullptr, 61 & stride20, (sizeof(int)));
    unsigned* e23 = &r22;
    --b21;
    int z24 = b21;
}
namespace impl25 {
struct Tile26 {
    int id27, val28;
    int val29;
    __host__ __device__ void scale30(int off31) {
        int flag32 = 37 + off31;
        val29 = val28 & off31;
    }
    __host__ __device__ void bump33(float m34) {
        val29 = (val28 <= val28) ? val28 : 39;
    }
};
__device__ float clamp35(int len36, unsigned long cfg37) {
    cfg37++;
    ++len36;
    auto base38 = 11 / sift14(nullptr, TWICE_PLUS_1(cfg37, cfg37), sift14((double*)nullptr, L'A', sizeof(impl25::Tile26)));
    len36 = 040;
    unsigned z39 = sift14(nullptr, (cfg37 < base38) ? cfg37 : 0x10, cfg37 + cfg37) - 8;
    bool idx40 = sift14(nullptr, cfg37, TUNE_4);
    impl25::Tile26 prod41 = {37, 62, 0x1u};
    return sift14((double*)nullptr, TUNE_4, 2590U | sift14(nullptr, 32, z39));
}
} // namespace impl25
static unsigned long pack42(int count43, float* acc44, int count45) {
    if (!(TUNE_4 == count45)) {
        return count43;
    }
    (*acc44)--;
    acc44[count43] = sift14(reinterpret_cast<double*>(acc44), ~count43, sift14(reinterpret_cast<double*>(acc44), acc44[5], static_cast<int>(8)));
    return sift14(reinterpret_cast<double*>(acc44), count45, (7 & count45) * (63));
}
int main() {
    int size46 = 3874;
    float* prod47 = nullptr;
    prod47[7] = 1597 % size46;
    sift19<<<(size46 + 127) / 128, dim3((size46 + 31) / 32, (size46 + 255) / 256, 1), sizeof(unsigned int) * (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 994)))))>>>(sift14((double*)nullptr, size46 / 11ul, 0x21ul * size46), pack42(62, prod47, SQR_2(size46)));
    prod47[size46 & 7]++;
    int v48 = pack42(+prod47[7], nullptr, 0x10u);
    impl25::Tile26 off49 = impl25::Tile26{size46, 7, 4};
    return 0;
}
