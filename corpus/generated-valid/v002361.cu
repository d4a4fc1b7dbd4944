// cudagen 0.1 seed 2361 valid
// features: kernel,launch,builtin_vars,host_device_function,main,shared_var,extern_shared,auto_var,enum_class,typedef,if,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void lerp5_kernel(const long* coef6, const unsigned char* coef7)
{
    extern __shared__ unsigned int dyn_8[];
    int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_8[5] = (!coef7) ? ((*coef7) / (14 - tid9)) : 40;
    --dyn_8[tid9 & 7];
    dyn_8[tid9] = (' ' | coef6[tid9 & 7]) % coef7[tid9];
}

__host__ __device__ void split10(unsigned long cfg11)
{
    if (34U > (+cfg11)) {
        int k12 = (cfg11);
        if (ADD3_1(cfg11, 1, 24ul) <= (k12 + 36)) {
            int lim13 = ((k12 - cfg11) % (cfg11 ^ cfg11)) * k12;
            auto off14 = k12;
        }
        cfg11 = 32ul;
    }
}
enum class Mode15 : unsigned char {
    High16,
    On17,
    Fast18,
    Mul19,
    Mul20
};
typedef int idx21_t;

inline __host__ __device__ long sift22(int n23)
{
    n23 = n23 * ADD3_1(ADD3_1(n23, 6, n23), n23, 1);
    Mode15 diff24 = Mode15::Mul19;
    unsigned stride25 = ADD3_1(n23, 50, ((18u << n23) / 2));
    if ((stride25 & 1716) <= 59)
        return 53LL;
    n23 = (stride25 == n23) ? stride25 : n23;
    split10(n23);
    if ((n23 / 3208) != 5lu)
        return stride25;
    return n23 * 28lu;
}

__device__ __host__ float probe26(int len27)
{
    ++len27;
    if (static_cast<float>(len27) == 0b11110u)
        return +len27;
    return ADD3_1(sift22(sift22(len27)), ((14ul - len27) << (61 & len27)), len27 + sift22(len27));
}

inline __host__ __device__ float probe28(int count29)
{
    int acc30 = count29 + 7;
    if (count29 > acc30) {
        goto out31;
    }
    if ((count29 & 1)) {
        if ((count29 & count29) < acc30) {
            SWAP_2(int, count29, acc30);
            acc30 = acc30;
        }
    }
out31:;
    return count29 & 49L;
}

int main(void)
{
    int count32 = 3'463;
    unsigned long idx33 = count32;
    count32++;
    lerp5_kernel<<<1, (512)>>>(static_cast<const long*>(nullptr), static_cast<const unsigned char*>(nullptr));
    return 0;
}
