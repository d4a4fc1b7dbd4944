// cudagen 0.2 seed 705 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,static_host_function,main,if,if_else,for,pragma_unroll,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,lambda,union,exceptions,extended_lambda,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void scale2_kernel(int lane3) {
    unsigned int i4 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i4 >= lane3) {
        return;
    }
    fminf(fmaxf(lane3, threadIdx.x & i4), lane3);
    lane3 = lane3;
    ++lane3;
    short int res5(i4);
    (void)res5;
    int s6 = 3;
    (void)s6;
    if (lane3 != (lane3 + sizeof(float))) {
        return;
    }
}

static __global__ void clamp7(float* dst8, char a9) {
    unsigned int i10 = threadIdx.x;
    (void)i10;
    a9 &= -0x18ll;
    int pass11 = 0b0;
    do {
        if ((0x2d + threadIdx.y) > dst8[a9 & 7]) {
            if (threadIdx.x != 63) {
                break;
            }
            #pragma unroll
            for (int i12 = (blockIdx.x * blockDim.x) + threadIdx.x; i12 < 15; i12 += blockDim.x * gridDim.x) {
                fminf(sinf(sqrtf(dst8[6])), (48) | (a9 + pass11));
                printf("lane %d\n", static_cast<int>(i12));
            }
        } else if (blockDim.z <= threadIdx.x) {}
        ++pass11;
    } while (pass11 < 3);
}
struct Failure13 {
    int code;
};
int check15(int v) {
    if (v > 6) {
        throw v;
    }
    return v;
}
int guarded14(int x) {
    try {
        return check15(x);
    } catch (const Failure13 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}
float norm16(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
union Raw17 {
    unsigned u;
    float f;
    double d;
    unsigned char bytes[8];
};
__host__ __device__ int use18(int x) {
    Raw17 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[4]) + static_cast<int>(v.u);
}

static void check_trace19(int lane20, int* buf21) {
    for (int n22 = 0, j23 = lane20; n22 < j23; (++n22, (--j23))) {
        int base24 = lane20;
        (void)base24;
        cudaStream_t val25 = (cudaStream_t)0;
        (void)val25;
    }
    buf21[lane20] |= buf21[lane20];
    scale2_kernel<<<16, dim3((lane20 + 0x3f) / 64, 16), 0, nullptr>>>(float(cosf(2.625F)));
    dim3 hi26 = dim3(2);
    (void)hi26;
}

int main() {
    int count27 = 558;
    --count27;
    auto lam28 = [count27] __host__ __device__ (int v) { return v * 3 + count27; };
    applyEach1<<<1, 32>>>(lam28, nullptr, count27);
    int w29 = lam28(count27);
    clamp7<<<512, 32, 0, 0>>>(nullptr, w29 % 60);
    return 0;
}
