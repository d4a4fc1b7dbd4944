// cudagen 0.2 seed 942 valid headers
// features: kernel,launch,launch_dim3,launch_stream,builtin_vars,device_function,host_function,constexpr_function,default_args,main,shared_var,shared_2d,local_array,goto,bitwise,shift,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,lambda,macro_function,ctad,extended_lambda,hdr_cooperative_groups
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> struct Keep4 {
	T v;
	Keep4(T x) : v(x) {}
	T get() const { return v; }
};
template <typename A, typename B> struct Twin5 { A a; B b; };
int deduce7(int x) {
	Keep4 h(x);
	Keep4 g{7.5};
	return h.get() + static_cast<int>(g.get());
}

__device__ void clamp8(unsigned long long* dst9, int lane10, float* dst11) {
	size_t t12[3] = {};
	(void)t12;
	int f13 = *dst11;
	(void)f13;
}

int probe14(int stride15 = 4632) {
	stride15 = stride15 * ' ';
	stride15 = +stride15;
	cudaStream_t u16 = 0;
	(void)u16;
	double sum17 = 23.75F;
	(stride15--, (sum17 = sum17));
	int base18[5] = {40, static_cast<int>(stride15 | stride15), 12L};
	sum17 = stride15 * 24;
	return (base18[1] += base18[stride15], 0b111010);
}

__global__ void shade19_kernel(const char* input20, double* out21, const int* coef22) {
	unsigned idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	out21[idx23] = idx23;
	__shared__ int sh_24[2][16];
	cooperative_groups::thread_block group25 = cooperative_groups::this_thread_block();
	int rank26 = static_cast<int>(group25.thread_rank()) + static_cast<int>(group25.size());
	if (input20[rank26]) {
		goto out27;
	}
	sh_24[rank26 & 1][gridDim.x & 15] = 10u;
out27:;
}

constexpr int check_warp28(int count29, bool p30) {
	return 36 >> (count29);
}

int main() {
	int n31 = 3'095;
	auto lam32 = [n31] __device__ (int v) { return v * 4 + n31; };
	applyEach3<<<1, 32>>>(lam32, nullptr, n31);
	n31 = 29l + n31;
	shade19_kernel<<<dim3(4 * 0b10, 4), 1 << 8>>>(nullptr, (double*)nullptr, nullptr);
	return 0;
}
