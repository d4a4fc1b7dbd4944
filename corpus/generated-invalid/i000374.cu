// cudagen 0.1 seed 374 invalid:missing_return_value
// features: kernel,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,const_local,struct,struct_methods,operator_overload,compound_assign,shift,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,sizeof,lambda,lambda_launch,macro_function,macro_paste
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b

struct Acc4 {
    unsigned int hi5;
    int weight6;
    __host__ __device__ int scale7(double m8) const {
        m8 = +m8;
        return static_cast<unsigned long long>(m8 * 0xaU);
    }
    __host__ __device__ unsigned mix9() const {
        return hi5;
    }
};

inline __host__ __device__ Acc4 operator+(Acc4 a, Acc4 b) {
    Acc4 r = a;
    r.hi5 += b.hi5;
    r.weight6 += b.weight6;
    return r;
}

__global__ void filter10(int n11, __grid_constant__ const Acc4 cfg12, long *__restrict__ buf13) {
    extern __shared__ int dyn_14[];
    __shared__ Acc4 sh_15[64];
    const int u16 = dyn_14[3] * 0x40;
}
int compute21(int x)
{
    if (x > 2)
        return;
    return x;
}

int main(void) {
    int size17 = 786;
    size17 += static_cast<float>(size17);
    auto fn19 = [](int cnt18) {
        filter10<<<dim3((cnt18 + 63) / 0b1000000), (32), sizeof(double) * 0x20, nullptr>>>(cnt18, Acc4{}, static_cast<long*>(nullptr));
    };
    fn19(size17);
    cudaStream_t s20 = 0;
    (size17++, (size17 >>= 7));
    return 0x0;
}
