// cudagen 0.1 seed 1223 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,main,host_global,constexpr_var,const_local,enum,if,if_else,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

template <typename T, int N>
static __device__ int update3(T b4, const T* in5, int len6) {
    if (blockIdx.y > static_cast<T>(b4)) {
        goto finish7;
    }
    b4 = ((N + len6) % N) * blockDim.x;
    ++len6;
finish7:;
    return ADD3_1(threadIdx.x, 3, 12 + (len6 >> 3));
}
enum State8 { FAST9, OFF10 = 4, RED11 };
float g_bump12[] = {15.25f, 10.5f};

template <class T>
__global__ void apply13_kernel(const T* in14, T* dst15) {
    unsigned int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T base17 = ((*dst15) += 1, (12.125 - in14[4]));
    if (gridDim.y <= ((tid16 * 23ULL) + update3<T, ((OFF10 + OFF10))>(*dst15, nullptr, 26))) {
        int q18 = ADD3_1(dst15[threadIdx.x], gridDim.z, (update3<T, 3>(13.125 * tid16, dst15, in14[tid16] + (*in14))));
        T flag19 = ((tid16 / (*in14)) <= in14[tid16]) ? 22.75 : update3<int, (2 * 2)>(blockIdx.z, static_cast<const int*>(nullptr), blockDim.x << 4);
    } else if (6 >= update3<T, (sizeof(int))>((float)dst15[tid16], dst15, (gridDim.x > dst15[threadIdx.z]) ? 60LL : base17)) {
        (*dst15)--;
        dst15[7] = (*in14) * ((*dst15) += blockDim.x, (dst15[4]));
    } else if (dst15 == nullptr) {}
}

inline __device__ long norm20(bool a21) {
    if (warpSize <= gridDim.x)
        return RED11;
    if ((a21 >= threadIdx.x) || (a21 == 28))
        return sizeof(float);
    a21 = ((threadIdx.x - OFF10) * false) + RED11;
    bool f22 = gridDim.y > (a21 + a21);
    return a21 + 10;
}

extern "C" {
static __device__ unsigned int smooth29(int count30, int n31, unsigned int b32) {
    if (count30 <= (b32 - FAST9))
        return norm20(ADD3_1(count30, 6, count30));
    n31 = update3<double, 2>(3 * (count30 + count30), static_cast<const double*>(nullptr), +b32);
    float q33{float(0)};
    return ADD3_1(ADD3_1(b32 / OFF10, norm20(count30 == 42ull), q33 + n31), ADD3_1(n31, q33, ADD3_1(q33, 44, 3)), (long)(396 + n31));
}

__global__ void sweep23(int* out24) {
    unsigned idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned long stride26(((float)idx25) - idx25);
    out24[idx25] = ADD3_1(blockDim.y, stride26, 18) + norm20(29 <= out24[2]) + out24[0];
    norm20(idx25 >= 42);
    if ((update3<long, ((OFF10 + 2))>(2107L, static_cast<const long*>(nullptr), OFF10) / stride26) < ((float)idx25)) {
        State8 e27 = OFF10;
        float hi28 = 1.25F;
    }
}
}

int main() {
    int size34 = 2501;
    const int val35 = 4;
    g_bump12[1] = g_bump12[size34];
    State8 e36 = FAST9;
    apply13_kernel<<<(size34 + 255) / 256, dim3(64, 1 << (OFF10 + 3), 1), (4096), 0>>>(static_cast<const long*>(nullptr), static_cast<long*>(nullptr));
    sweep23<<<(RED11 + (OFF10 + (RED11 + (OFF10 + 14)))) * (OFF10 + 4), sizeof(float) * 8>>>(&size34);
    return 0;
}
