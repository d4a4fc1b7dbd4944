// cudagen 0.1 seed 2226 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,auto_var,const_local,struct,struct_methods,if,for,while,switch,switch_fallthrough,nested_block,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 64
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 32
#endif

struct Span5 {
	float hi6;
	bool hi7;
	__host__ __device__ void bump8(float h9)
	{
		const size_t res10 = hi6;
		h9--;
	}
};

__global__ void bias11(float q12)
{
	extern __shared__ char dyn_13[];
	q12 *= dyn_13[threadIdx.x & 0x7] - (blockIdx.x + dyn_13[0x7] + 2);
	int iter14 = 0;
	while (iter14 < iter14) {
		++q12;
		unsigned v15 = q12;
		++iter14;
	}
	const float f16 = (dyn_13[threadIdx.x] += TILE_DIM_1, ((float)dyn_13[5])) * 19.5F;
	__shared__ unsigned long sh_17[128];
}

__global__ void __maxnreg__(32) grow18_kernel(int stride19, int n20, int stride21)
{
	int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid22 >= stride19)
		return;
	__shared__ double sh_23[6][3];
	stride21++;
	n20--;
	unsigned char v24[5] = {36ull};
}

template <class T, int N>
__global__ void stencil25_kernel(T* out26, int n27, T p28, const size_t* coef29)
{
	unsigned int tid30 = threadIdx.x;
	if (tid30 >= n27)
		return;
	{
		{
			if (p28 > blockIdx.y)
				return;
			int diff31 = tid30;
		}
	}
}

__global__ void pivot32(double q33)
{
	extern __shared__ float dyn_34[];
	unsigned int i35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float w36 = 12.75f;
	for (int it37 = 0; it37 < 13; it37 += 0x4) {
		const long* res38 = nullptr;
		w36 = gridDim.x;
	}
}

__device__ int decay39(int lane40, int stride41)
{
	double f42 = stride41;
	float cnt43 = 7.25f;
	static __shared__ unsigned int sh_44;
	return (((unsigned char)threadIdx.x) + (blockDim.z + lane40)) % lane40;
}

template <typename T, int N = 6>
__global__ void step45(const T* coef46, const T* src47)
{
	extern __shared__ double dyn_48[];
	unsigned tid49 = (blockIdx.x * blockDim.x) + threadIdx.x;
	switch (decay39(45ul, TUNE_4)) {
	case 0:
		dyn_48[0x0] = static_cast<unsigned char>(src47[tid49]);
		if ((tid49 * (*src47)) > (*src47))
			return;
		break;
	case 3:
	case 0x1: {
		if ((tid49 / TILE_DIM_1) <= (*src47))
			break;
		auto cnt50 = (0x1041 + src47[tid49 & 7] + static_cast<T>(blockDim.x)) - (tid49 * sizeof(float));
		break;
	}
	case 0x8: {
		(--dyn_48[tid49 & 7], (dyn_48[tid49] /= decay39(N, 48) + N));
		T stride51 = decay39(8 + (~threadIdx.x), decay39(sizeof(Span5), tid49));
		break;
	}
	default:
		break;
	}
}

constexpr int host_drift52(int lane53)
{
	int u54 = (1ul * lane53) + 64;
	return lane53;
}

int main()
{
	int count55 = 3950;
	count55 = 0x5 / count55;
	for (int it56 = 9; it56 > 0x0; --it56) {
		host_drift52((CAT_2(count, 55) * CAT_2(count, 55)) ^ ((short)55l));
		const char* off57 = "x=%d";
	}
	bias11<<<(count55 + 31) / 32, (TILE_DIM_1), 0, (cudaStream_t)0>>>(host_drift52(float(count55)));
	grow18_kernel<<<4, dim3(TUNE_4 + (TILE_DIM_1 + (TUNE_4 + 42)), (count55 + 037) / 32, (count55 + 0x3f) / 64), 0x0>>>(066ul - host_drift52(count55), 5 - (CAT_2(count, 55) / 32), int(host_drift52(CAT_2(count, 55))));
	stencil25_kernel<unsigned int, 2><<<dim3((count55 + 127) / 0x80, 0x40), TILE_DIM_1 + TILE_DIM_1, 0>>>((unsigned*)nullptr, host_drift52(~count55), count55 | 5, static_cast<const size_t*>(nullptr));
	return 0;
}
