// cudagen 0.1 seed 828 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,host_device_function,device_template_function,host_function,main,device_var,device_array,constant_var,shared_var,extern_shared,constexpr_var,namespace,if,for,switch,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define RADIUS_2 5
#define RADIUS_3 8
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef RADIUS_2
#define RADIUS_2 24

__global__ void __launch_bounds__(RADIUS_2 + 0b11101000, 0b11) smooth6_kernel(const int *src7)
{
	extern __shared__ int dyn_8[];
	dyn_8[0b10] *= src7[1];
	constexpr unsigned char idx9 = 14;
	dyn_8[0b10] ^= RADIUS_2;
	float lo10 = MIN2_4(dyn_8[5], RADIUS_3);
	if (dyn_8[3] != 59) {
		goto finish11;
	}
	dyn_8[1] = MIN2_4(lo10, 4);
finish11:;
}
// Returns the accumulated value.

template <typename T>
__global__ void __launch_bounds__(1 << 7, 2) tile12(T beta13, const T *__restrict__ in14, const int *__restrict__ in15)
{
	extern __shared__ float dyn_16[];
	dyn_16[0b1] = RADIUS_2 << ((*in15) * in15[3]);
	--dyn_16[7];
	T prod17 = sizeof(unsigned int);
	prod17 /= *in14;
}
__device__ int d_count18 = -593;

template <typename T>
__global__ void gather19(T *acc20, const T *__restrict__ src21, float *__restrict__ out22)
{
	acc20[6] = src21[d_count18];
	--out22[d_count18];
	acc20[6] += 19.125;
	++d_count18;
}
// Computes one element per thread.

__global__ void stencil23_kernel(int *__restrict__ out24, const float *in25, int len26, int *out27)
{
	for (int j28 = 0b0; j28 < len26; j28 += 4) {
		len26 &= 54;
		for (int j29 = 0b0; j29 < len26; ++j29) {
			__shared__ int sh_30;
		}
	}
	d_count18++;
}

namespace math31 {
__device__ float d_pivot32[4] = {49, 8.5f, 53, 52L};

__global__ void combine33(const double *__restrict__ in34, const float *__restrict__ in35)
{
	extern __shared__ float dyn_36[];
	d_count18 = 14L + dyn_36[3];
	math31::d_pivot32[d_count18] -= -16.0F;
	constexpr int w37 = 54;
}
__constant__ float c_pack38 = 39;
} // namespace math31

template <typename T, int N = 6>
inline __host__ __device__ T step39(T *dst40, short beta41, int lane42)
{
	for (int n43 = 0; n43 < beta41; n43++) {
		if (lane42 * n43)
			return static_cast<int>(lane42);
	}
	T k44{8};
	beta41--;
	beta41 >>= lane42;
	(*dst40) -= beta41;
	int diff45 = beta41;
	return 19.875f;
}

inline int check_clamp46(const int *coef47, int n48, int *acc49)
{
	switch (n48 - 26) {
	case 2:
		acc49[n48] = 48;
		acc49[n48] = static_cast<int>((*coef47) + 2968 + (sizeof(long) << (*coef47)));
		break;
	case 0:
		(*acc49) = coef47[0] + MIN2_4(acc49[6] - n48, coef47[n48]);
		break;
	}
	return ((55UL) << (*acc49)) + n48;
}

int main()
{
	int size50 = 1373;
	for (int j51 = 0; j51 < (0b101 * 2); ++j51)
		check_clamp46(nullptr, size50, nullptr);
	unsigned int k52(MIN2_4(+size50, size50));
	--size50;
	smooth6_kernel<<<1, dim3(sizeof(int) * (RADIUS_2 + 8))>>>(static_cast<const int*>(nullptr));
	tile12<unsigned int><<<(size50 + 31) / 32, CHUNK_1 + (RADIUS_3 + 376)>>>(4375, nullptr, nullptr);
	gather19<unsigned><<<dim3(2), sizeof(unsigned int) * (RADIUS_3 + 56)>>>((unsigned int*)nullptr, nullptr, nullptr);
	return 0;
}
