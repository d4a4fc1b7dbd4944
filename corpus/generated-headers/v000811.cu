// cudagen 0.2 seed 811 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,local_array,const_local,struct,struct_template,enum,switch,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_digit_separator,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_launch,virtual_function,friend_template,exceptions,rtti,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void clamp4_kernel(int* buf5)
{
    float q6[2] = {};
    unsigned base7(((066 / buf5[0]) * (q6[0] + 24)) + (cosf(q6[0]) + q6[0]));
    (void)base7;
}

template <typename T>
struct Sample8 {
    T mass9;
    __host__ __device__ T scale10() const
    {
        float val11 = mass9;
        return val11;
    }
};
struct Failure12 {
    int code;
};
int check14(int v) {
    if (v > 31) {
        throw v;
    }
    return v;
}
int guarded13(int x) {
    try {
        return check14(x);
    } catch (const Failure12 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}
enum Mode15 { LOW16, FAST17, ON18 = 3, LOW19 };
struct Poly20 {
    virtual ~Poly20() {}
    virtual int id() const { return 1; }
};
struct Impl21 : Poly20 {
    int id() const override { return 6; }
};
struct Other22 : Poly20 {};
int identify23(int x) {
    Impl21 d;
    Poly20 *b = &d;
    if (Impl21 *p = dynamic_cast<Impl21 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other22 *>(b) != nullptr ? 1 : x;
}
template <typename T> struct Vault24;
template <typename T> __host__ __device__ T peek25(const Vault24<T> &b);
template <typename T> struct Vault24 {
    __host__ __device__ explicit Vault24(T v) : val(v) {}
    template <typename U> friend __host__ __device__ U peek25(const Vault24<U> &b);
    template <typename U> friend struct Spy26;
private:
    T val;
};
template <typename T> __host__ __device__ T peek25(const Vault24<T> &b) { return b.val; }
template <typename U> struct Spy26 {
    __host__ __device__ static int look(const Vault24<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__host__ __device__ int unlock27(int x) {
    Vault24<int> v(x);
    return peek25(v) + Spy26<float>::look(v);
}

unsigned long check_accum28(Mode15 a29, Sample8<unsigned int> b30, unsigned int beta31)
{
    switch (a29) {
    case LOW16:
        clamp4_kernel<<<dim3(4, (16)), 64, 4'096>>>(static_cast<int*>(nullptr));
        break;
    case FAST17:
        clamp4_kernel<<<ON18 + (ON18 + 58), ON18 + 253, 0, (cudaStream_t)0>>>(nullptr);
        break;
    }
    a29 = FAST17;
    return beta31;
}

int main(void)
{
    int count32 = 06410;
    auto lam38 = [=](char res33, int stride34) -> int {
        cudaStream_t t35 = (cudaStream_t)0;
        clamp4_kernel<<<(count32 + 037) / 32, dim3((stride34 + 63) / 64), sizeof(double) * 32, 0>>>((int*)nullptr);
        cudaError_t err36 = cudaDeviceSynchronize();
        int ok37 = err36 == cudaSuccess ? 1 : 0;
        return cosf(res33 - ok37);
    };
    (void)lam38;
    Sample8<unsigned int> stride39 = {41};
    stride39 = stride39;
    Mode15 stride40 = ON18;
    (void)stride40;
    const float f41 = long(51);
    (void)f41;
    return 0;
}
