// cudagen 0.1 seed 1818 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,main,shared_var,extern_shared,const_local,struct,namespace,nested_namespace,if,for,while,bitwise,incdec,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

struct Vec3 {
	int x4;
	int val5;
};
// NOTE: keep in sync with the host reference.

__host__ __device__ unsigned short sift6(float* data7)
{
	data7[1] = 48;
	int u8 = *data7;
	return u8;
}
// NOTE: keep in sync with the host reference.

__global__ void kick9_kernel(int lane10, double* dst11, float beta12)
{
	unsigned i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i13 >= lane10) {
		return;
	}
	for (int n14 = 0; n14 < 2; ++n14) {
		int pass15 = 0;
		while (pass15 < 7) {
			lane10 = (pass15);
			int y16 = '"';
			++pass15;
		}
		beta12++;
	}
}

namespace gpu17::inner18 {
__global__ void reduce19(const float* in20, float* out21, float p22, int len23)
{
	extern __shared__ float dyn_24[];
	int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i25 >= len23) {
		return;
	}
	for (int i26 = (blockIdx.x * blockDim.x) + threadIdx.x; i26 < 15; i26 += blockDim.x * gridDim.x) {}
	double* prod27 = nullptr;
	long z28 = +out21[i25];
	p22++;
}

__host__ __device__ float lerp29(double a30, int stride31)
{
	short diff32 = 3900;
	a30--;
	stride31 = 22LL + diff32;
	const double t33 = ((61 % stride31) + diff32) | 4822;
	return 0.375f;
}
} // namespace gpu17::inner18

int main()
{
	int n34 = 3186;
	int diff35((6l - n34) * (n34 & 9UL));
	n34 = 58 & (diff35 + diff35);
	Vec3 tmp36 = {diff35, 28U};
	kick9_kernel<<<(diff35 + 127) / 128, (128)>>>(n34, nullptr, (n34) - 0b1000000);
	gpu17::inner18::reduce19<<<(128), sizeof(float) * 32, sizeof(double) * 256>>>(nullptr, nullptr, tmp36.x4 * (11 - n34), -int('0'));
	return 0;
}
