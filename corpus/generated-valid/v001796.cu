// cudagen 0.1 seed 1796 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,device_forceinline,host_function,main,device_var,shared_var,static_shared,local_array,if,for,nested_block,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void lerp4_kernel(const float* __restrict__ src5)
{
	bool t6 = src5 != nullptr;
	float y7[3] = {19.5f};
	static __shared__ unsigned char sh_8[8];
	int flag9 = 55;
	if ((flag9 + flag9) > 42) {
		return;
	}
	++sh_8[5];
}

float run_fuse10(long b11)
{
	lerp4_kernel<<<dim3(8), (512)>>>(nullptr);
	b11 ^= b11;
	return sizeof(float);
}
__device__ int d_combine12;

__device__ __forceinline__ float stencil13(int count14)
{
	for (int it15 = 0; it15 < d_combine12; it15++) {
		--d_combine12;
		unsigned int flag16 = 7 / d_combine12;
	}
	__shared__ int sh_17[128];
	return sh_17[d_combine12];
}

int main()
{
	int size18 = 3240;
	for (int it19 = 0; it19 < size18; it19++) {
		if (it19 < 4) {
			{
				static_assert(15 > 14, "size check");
				lerp4_kernel<<<dim3((it19 + 0x1f) / 32, (it19 + 31) / 32, (it19 + 31) / 32), (0b1000000)>>>(nullptr);
			}
		}
		dim3 val20 = dim3(0x200);
	}
	return 0;
}
