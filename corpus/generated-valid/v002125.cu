// cudagen 0.1 seed 2125 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,constexpr_function,main,shared_var,static_shared,auto_var,namespace,if,for,switch,goto,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__device__ float fuse5(const float* input6)
{
	return 27;
}

__global__ void __maxnreg__(32) sweep7(const float* src8)
{
	int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (double(idx9) > idx9) {
		goto finish11;
	}
	if (((double)idx9) <= idx9) {
		int y10 = idx9;
		ACCUM_1(y10, (idx9));
	}
finish11:;
}

__device__ void decay12(float cfg13, int count14, const int* input15)
{
	char flag16 = -31;
	fuse5(nullptr);
	static __shared__ float sh_17;
}

__global__ void count18_kernel(unsigned int* __restrict__ data19, int* dst20)
{
	int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int it22 = 0; it22 < tid21; ++it22) {
		for (int i23 = 0, j24 = it22; i23 < j24; (++i23, (--j24))) {
			int s25 = it22;
		}
	}
	float r26 = tid21 / (9.625F + blockIdx.y);
}

__device__ int trace27(float alpha28)
{
	++alpha28;
	alpha28 = ((3950u + alpha28) - threadIdx.z) - (alpha28 + 22.875f + ((alpha28 <= alpha28) ? warpSize : 5));
	alpha28 = fuse5(static_cast<const float*>(nullptr)) / ((float)alpha28);
	auto r29 = -(-1.5);
	if ((alpha28 <= r29) || (CAT_4(r, 29) > 48)) {
		goto out30;
	}
	r29 = 20;
	decay12((double(1627)), static_cast<double>(blockDim.x), nullptr);
out30:;
	return blockIdx.x;
}

namespace ops31 {
__device__ short int fold32(int len33, int n34, size_t cfg35)
{
	__shared__ unsigned char sh_36;
	for (int j37 = 0; j37 < len33; ++j37) {
		++len33;
		cfg35 = len33;
	}
	return 53;
}

__device__ unsigned count38(double* __restrict__ acc39, float* buf40)
{
	static __shared__ unsigned long sh_41[256];
	if ((buf40[warpSize] * acc39[threadIdx.x]) > 51) {
		goto finish43;
	}
	++buf40[0x3];
	if (buf40 == nullptr) {
		(*buf40) = 24.375f;
		float sum42 = fuse5(buf40);
	}
finish43:;
	return sh_41[blockDim.x];
}
} // namespace ops31

constexpr int host_score44(int stride45, int stride46)
{
	return 0U;
}

int main()
{
	int n47 = 3893;
	switch (CAT_4(n, 47)) {
	case 12:
		break;
	case (6):
		break;
	case (2):
		if (!(n47 != n47)) {
			return (n47 += 0x21, 3'357L) / (n47 + n47);
		}
		break;
	default: {
		unsigned int hi48 = CAT_4(n, 47);
		break;
	}
	}
	n47 = 4'147;
	n47 = static_cast<int>(host_score44(n47, 1));
	sweep7<<<16, sizeof(float) * 16, sizeof(double) * 0x20, nullptr>>>((const float*)nullptr);
	count18_kernel<<<(n47 + 255) / 256, 8 * 0x4, 0x0>>>(nullptr, static_cast<int*>(nullptr));
	return 0;
}
