// cudagen 0.1 seed 1397 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,grid_stride_loop,main,constexpr_var,const_local,struct,class_private,if,for,compound_assign,bitwise,comparison,incdec,method_call,lit_int_hex,lit_int_suffix,cast_c,cast_static,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define WARPS_1 5
#undef WARPS_1
#define WARPS_1 48

class Cell2 {
	short y3;
public:
	__host__ __device__ Cell2(short b4) : y3(b4) {}
	__host__ __device__ void apply5(float hi6)
	{
		y3 = 37 - static_cast<signed char>(y3);
	}
	__host__ __device__ void bump7(unsigned int e8)
	{
		const int base9 = WARPS_1;
		if (((long long)y3) <= WARPS_1) {
			return;
		}
	}
};

__global__ void __launch_bounds__(0x400, 3) fold10_kernel(unsigned short alpha11, int count12)
{
	unsigned tid13 = threadIdx.x;
	if (tid13 >= count12) {
		return;
	}
	for (int i14 = (blockIdx.x * blockDim.x) + threadIdx.x; i14 < 14; i14 += blockDim.x * gridDim.x) {
		Cell2 u15(-1424L);
		for (int it16 = (blockIdx.x * blockDim.x) + threadIdx.x; it16 < count12; it16 += blockDim.x * gridDim.x) {
			for (int i17 = (blockIdx.x * blockDim.x) + threadIdx.x; i17 < 8; i17 += blockDim.x * gridDim.x) {
				constexpr int lo18 = 0x1;
				u15.bump7(WARPS_1 - count12);
				Cell2 u19(54L);
			}
		}
	}
}

int main()
{
	int len20 = 2734;
	len20 &= (static_cast<unsigned>(26U) * static_cast<long>(len20));
	++len20;
	fold10_kernel<<<dim3(sizeof(int) * 2, (len20 + 0xFF) / 0x100), 128 * 2>>>((-len20) * 26, len20);
	return 0;
}
