// cudagen 0.1 seed 931 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,enum_class,if,shift,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void reduce3(int* acc4) {
	int i5 = threadIdx.x;
	float k6[(8)]{7.375f, -59, static_cast<float>(acc4[gridDim.z]), 5.75F, 63, 5.0f, 8L, 3.875f};
	float hi7[3] = {};
	--(*acc4);
	++k6[threadIdx.y];
}

__global__ void pivot8_kernel(unsigned short* acc9, const int* src10, double* out11, const float* in12) {
	unsigned int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	constexpr short tmp14 = (47);
	float e15 = in12[gid13];
}
enum class State16 { Red17, Idle18 };
// Computes one element per thread.

double host_fuse19(const int* coef20) {
	reduce3<<<0b1000, sizeof(float) * 8, 1 << 8, (cudaStream_t)0>>>(const_cast<int*>(coef20));
	int off21 = coef20[6] * (+coef20[1]) * (*coef20);
	size_t cnt22 = sizeof(int);
	return 250e-3;
}

__global__ void score23_kernel(unsigned* out24, int len25) {
	int tid26 = threadIdx.x;
	if (tid26 >= len25)
		return;
	(*out24) = 63;
	out24[5] = tid26;
	(*out24) = (4823ul * len25) - len25;
	int h27 = float(len25);
	++h27;
	constexpr size_t prod28 = 38;
}

int main() {
	int size29 = 0x5F1;
	size29--;
	dim3 u30 = dim3((size29 + 31) / 32, (size29 + 31) / 32, sizeof(unsigned int) * 4);
	host_fuse19(nullptr);
	pivot8_kernel<<<sizeof(int) * 32, 256, 4096, nullptr>>>((unsigned short*)nullptr, nullptr, nullptr, (const float*)nullptr);
	score23_kernel<<<(128), u30, sizeof(double) * 64, 0>>>(nullptr, host_fuse19((const int*)nullptr));
	return 0x0;
}
