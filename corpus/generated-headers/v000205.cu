// cudagen 0.2 seed 205 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,if,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,lambda,lambda_capture_value,macro_object,macro_function,macro_paste,if_constexpr,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <compare>

#define CHUNK_1 8
#define HALF_2(x) ((x) / 2)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ void drift6(int *out7, unsigned char *data8) {
	if ((data8[2] < out7[7]) && (0x1b >= out7[0x7]))
		return;
	out7[4] |= (40l * out7[0]) & (((*out7) | 39U) & 5);
	double val9 = *out7;
	(void)val9;
}
__global__ void __maxnreg__(32) merge10_kernel(long beta11) {
	unsigned char diff12 = beta11;
	if (ceilf(sizeof(double)) < 35UL)
		return;
	diff12 <<= static_cast<unsigned int>(beta11) + (diff12 - 255l);
	float flag13 = (size_t)beta11;
	(void)flag13;
	beta11 |= (beta11 & CAT_4(beta, 11)) * (diff12 + diff12 + diff12);
	diff12 = ceilf(CAT_4(flag, 13));
}
unsigned host_accum14(int count15, int n16, const int *src17) {
	cudaError_t err18 = cudaPeekAtLastError();
	int ok19 = err18 == cudaSuccess ? 1 : 0;
	(void)ok19;
	if constexpr (sizeof(long) == 8) {
		auto lam24 = [=](unsigned long t20, int cnt21) -> int {
			cnt21 = -fmaxf(n16 - 4.0F, expf(t20));
			short stride22 = t20 % cnt21;
			int res23 = 27;
			return fmaxf(1.25f, (float)CAT_4(n, 16));
		};
		(void)lam24;
		sqrtf(CHUNK_1);
	}
	cudaStream_t stream25;
	cudaStreamCreate(&stream25);
	cudaStreamSynchronize(stream25);
	return expf(3U);
}
int main() {
	int len26 = 0x92d;
	int *d_buf27 = nullptr;
	cudaMalloc(&d_buf27, static_cast<size_t>(len26) * sizeof(int));
	cudaMemset(d_buf27, 0, static_cast<size_t>(len26) * sizeof(int));
	printf("sum %d\n", static_cast<int>(len26));
	merge10_kernel<<<(8), 0x40, 0, nullptr>>>(-HALF_2(d_buf27[2]));
	return 0;
}
