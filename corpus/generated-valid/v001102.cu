// cudagen 0.1 seed 1102 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,main,shared_var,extern_shared,if,if_init,static_assert,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
static_assert(sizeof(int) == 4, "bad config");
__global__ void smooth3_kernel(unsigned int* __restrict__ acc4, const short int* __restrict__ in5, unsigned long* data6, int len7)
{
	extern __shared__ int dyn_8[];
	(*data6) |= 10;
	acc4[3] *= (dyn_8[4] += len7, (((dyn_8[len7] != (*in5)) ? 20 : 42ll) * 39U));
	double tmp9 = len7 - static_cast<int>(MOD8_1(in5[len7 & 7]));
	if (short tmp10 = in5[len7 & 7]; static_cast<float>(*acc4) >= len7) {
		__shared__ int sh_11;
		tmp9 *= tmp9;
	}
	tmp9 = len7;
}
template <typename T, typename U>
__global__ void __launch_bounds__(256) march12_kernel(U a13, const float* __restrict__ src14, U* data15)
{
	if (int sum16 = 2299ULL; a13 >= 8) {
		a13 *= 11.125f;
		data15[6] *= 41;
	}
}
__global__ void fold17(char a18, size_t a19, int* __restrict__ dst20)
{
	extern __shared__ long dyn_21[];
	(*dst20) = a19;
	dyn_21[7] *= 19ULL;
	float h22 = static_cast<double>(12);
}
__global__ void norm23_kernel(unsigned int b24, float* buf25, const unsigned char* coef26, int lane27)
{
	bool q28 = 0;
	buf25[6] -= sizeof(float);
	__shared__ double sh_29[sizeof(float) * 2];
	long long k30 = static_cast<short>(19 ^ coef26[7]) - q28;
}
template <typename T, class U>
__global__ void drift31_kernel(const T* coef32, int* data33, float beta34)
{
	beta34 = *data33;
	T stride35 = 34l;
	data33[5] += (stride35 += 7.375f, stride35);
	static_assert(sizeof(int) == 4, "size check");
}
__device__ float probe36(const float* in37, unsigned int q38)
{
	float cnt39 = 11.625f / MOD8_1(q38);
	if (unsigned idx40 = (q38 += 49, (0100lu ^ q38)); idx40 <= (11)) {
		idx40 = 02005 / (in37[2] - 37u);
		int h41 = cnt39;
	}
	return q38;
}
int main()
{
	int len42 = 2'551;
	auto op45 = [=](float m43, unsigned acc44) mutable -> double {
		norm23_kernel<<<4 * 4, dim3(sizeof(unsigned int) * 2, 16), sizeof(double) * 64, 0>>>(acc44, nullptr, nullptr, acc44);
		return len42;
	};
	len42 = len42 + static_cast<int>(len42 + len42);
	dim3 base46(8, 128, (32));
	fold17<<<32 * 16, sizeof(int) * 0100>>>(len42, len42, (int*)nullptr);
	smooth3_kernel<<<2, dim3(2, sizeof(float), 4), 0, (cudaStream_t)0>>>(nullptr, nullptr, nullptr, (len42 ^ 4u));
	march12_kernel<long, int><<<128, (512), 256, 0>>>((9 + len42) / static_cast<int>(len42), static_cast<const float*>(nullptr), nullptr);
	drift31_kernel<float, double><<<8, dim3((8), (len42 + 127) / 128)>>>(static_cast<const float*>(nullptr), nullptr, 10.f);
	return 0;
}
