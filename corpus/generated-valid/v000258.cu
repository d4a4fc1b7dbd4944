// cudagen 0.1 seed 258 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,device_template_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,if,for,pragma_unroll,goto,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_prefix,lit_nullptr,cast_c,lambda
#include "prelude.cuh"

static __global__ void tile1_kernel(float alpha2, const int* coef3)
{
	extern __shared__ long dyn_4[];
	unsigned idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	#pragma unroll
	for (int n6 = (blockIdx.x * blockDim.x) + threadIdx.x; n6 < 8; n6 += blockDim.x * gridDim.x) {
		if ((!(!coef3)) || ((dyn_4[n6 & 7]) <= 7)) {
			if (!(alpha2 <= ((unsigned int)threadIdx.y))) {
				float cnt7 = coef3[7];
				constexpr float k8 = 15.75f;
				cnt7 /= 17.625f;
			}
		}
	}
}
template <class T, int N = 1>
__host__ __device__ float stencil9(T* data10, const unsigned long* coef11)
{
	if (data10 == nullptr) {
		goto skip14;
	}
	for (int j12 = 0; j12 < 14; j12++) {
		if ((coef11[j12] > data10[j12]) || (j12 != data10[4])) {
			return 5.625F;
		}
		int stride13 = 0ll;
	}
skip14:;
	return data10[5] * coef11[5] * (coef11[6] + 2.625f) * ((unsigned)u'#');
}
__host__ __device__ float tile15(double cfg16)
{
	cfg16 *= stencil9((long*)nullptr, (const unsigned long*)nullptr);
	const double* e17 = nullptr;
	for (int n18 = 0; n18 < 9; n18++) {
		constexpr long s19 = 46;
	}
	int* diff20 = (int*)nullptr;
	return e17[7];
}
float scale21(int n22, int len23, float b24 = 17.5f)
{
	if ((n22 + 2276) == b24) {
		return (len23 & len23) - 8.0f;
	}
	n22 <<= len23;
	len23 = len23;
	len23 = len23;
	return -750e-3F;
}
int main()
{
	int len25 = 1832;
	auto fn28 = [](float acc26) -> float {
		float mid27 = acc26;
		return 4.25f;
	};
	tile1_kernel<<<dim3(1 << 9), 0b100 * 16, 0>>>(len25, &len25);
	dim3 f29(0b1 << 5, 128, 16);
	return 0;
}
