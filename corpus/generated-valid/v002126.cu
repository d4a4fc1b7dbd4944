// cudagen 0.1 seed 2126 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,constant_var,shared_var,struct,struct_methods,operator_overload,if,for,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,alignof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

struct Pixel2 {
	float count3;
	short z4;
	unsigned long long id5;
	__host__ __device__ void apply6(unsigned long e7) {
		z4++;
		id5--;
	}
	__host__ __device__ short scale8() const {
		return 41lu;
	}
};
__constant__ int c_split9 = 3;

struct Vec10 {
	int x11;
	float val12;
	int z13;
	__host__ __device__ void get14(int k15) {
		Pixel2 cnt16 = Pixel2{};
		++cnt16.z4;
	}
	__host__ __device__ int bump17() const {
		return (0b100001 + x11) | 0b10;
	}
};

inline __host__ __device__ Vec10 operator+(Vec10 a, Vec10 b) {
	Vec10 r = a;
	r.x11 += b.x11;
	r.val12 += b.val12;
	r.z13 += b.z13;
	return r;
}

__global__ void decay18_kernel(const int* __restrict__ input19, int* dst20, int len21, const int* coef22) {
	int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx23 >= len21) {
		return;
	}
	float* w24 = nullptr;
	if ((len21 - len21) > (51U % c_split9)) {
		for (int n25 = (blockIdx.x * blockDim.x) + threadIdx.x; n25 < 7; n25 += blockDim.x * gridDim.x) {
			__shared__ float sh_26;
			__shared__ int sh_27[(0b1000000)];
		}
	}
}

__host__ void host_fold28(int count29) {
	int m30(17);
	if ((unsigned(count29) - 22) == 62) {
		(m30--, (count29 = (count29) / m30));
	}
	int* r31 = nullptr;
	decay18_kernel<<<(m30 + 63) / 64, 16 * 4, 1024, 0>>>(r31, r31, (count29 ^ count29) * 0b101110L, r31);
}

int main() {
	int count32 = 568;
	decay18_kernel<<<(count32 + 63) / 64, 2 * 0b10000, (1024), (cudaStream_t)0>>>(nullptr, nullptr, float(count32), (const int*)nullptr);
	if (count32 >= count32) {
		return CAT_1(count, 32);
	}
	if (count32 < count32) {
		return alignof(char);
	}
	return 0;
}
