// cudagen 0.1 seed 251 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,class_private,if,for,switch,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 128
#define RADIUS_2 64
#define BLOCK_SIZE_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#undef WARPS_1
#define WARPS_1 12
// Computes one element per thread.

__device__ __host__ int bias6(long* buf7, int* dst8)
{
	buf7[3] = *buf7;
	if (((*dst8) == (*buf7)) && (buf7[4] >= (*dst8))) {
		return dst8[2] + dst8[6];
	}
	dst8[7] = buf7[3] / ((56 - buf7[4]) / 8);
	for (int i9 = 0; i9 < 6; i9++) {
		const int* h10 = dst8;
		unsigned int* y11 = reinterpret_cast<unsigned*>(dst8);
	}
	dst8[6] = (dst8[5] * ((dst8[7] == dst8[6]) ? 5 : (*buf7))) / 2403UL;
	return 53 + buf7[5] + (*dst8);
}

class Node12 {
	unsigned long long y13;
public:
	__host__ __device__ Node12(unsigned long long b14) : y13(b14) {}
	__host__ __device__ unsigned long long mix15(short q16) const
	{
		double* x17 = nullptr;
		int val18 = +static_cast<int>((CAT_5(q, 16) < y13) ? q16 : 20u);
		return val18 + y13;
	}
	__host__ __device__ unsigned long long apply19() const
	{
		return y13;
	}
};

__global__ void __launch_bounds__(512, 3) kick20(unsigned beta21, int* data22, float* out23)
{
	extern __shared__ unsigned int dyn_24[];
	int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float t26(static_cast<int>(((dyn_24[6] == dyn_24[1]) ? data22[6] : data22[threadIdx.x]) + static_cast<float>(WARPS_1)));
	unsigned short hi27 = t26;
	if (dyn_24[0] < 64) {
		return;
	}
}

void host_fold28(int count29, int n30)
{
	kick20<<<dim3(sizeof(float) * (WARPS_1 + 4), 512), 256 * 2>>>(n30 ? CAT_5(count, 29) : 2190ul, &count29, static_cast<float*>(nullptr));
	n30 |= 31;
	switch (n30 - count29) {
	case 2:
		break;
	default:
		count29 = n30;
		break;
	}
	SWAP_4(int, count29, n30);
	double x31[3]{9.875, 2.0, 0x1p3};
}

int main(void)
{
	int size32 = 3952;
	kick20<<<32, sizeof(unsigned int) * 16, (1024), 0>>>(size32, &size32, static_cast<float*>(nullptr));
	size32 ^= static_cast<int>(((double)size32) - 7u);
	float m33 = (int)size32;
	return 0;
}
