// cudagen 0.1 seed 582 invalid:multicharacter_literal
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,constexpr_var,const_local,if,for,switch,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 256
#define TILE_DIM_2 (128)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_4 1
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 15
#endif
#undef CHUNK_1
#define CHUNK_1 24
constexpr double kB5 = 5.5;
constexpr float kR6 = 9.75f;

template <typename T, class U>
__global__ void sweep7_kernel(U beta8, const U *__restrict__ input9, T beta10, unsigned long *__restrict__ out11)
{
	unsigned gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int j13 = 3; j13 > 0; --j13) {
		for (int j14 = 0; j14 < j13; ++j14) {
			int lo15 = -016;
			--beta8;
		}
	}
}

__global__ void apply16(const double *src17, const unsigned int *__restrict__ coef18)
{
	int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int stride20 = 11 + idx19;
	const double q21 = TILE_DIM_2;
	long hi22 = 3915l + (*src17);
	char r23 = (*coef18) * idx19;
}

__host__ __device__ unsigned short accum24(const int *in25)
{
	return ADD3_3(in25[3] + (kR6 + in25[7]), 7L, kB5 + in25[4]);
}

template <typename T>
__global__ void tile26_kernel(T b27, int len28, unsigned *__restrict__ data29, const T *src30)
{
	int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned *h32 = (unsigned*)nullptr;
	if (((h32[tid31] += data29[tid31], '\101') + (CONFIG_4 + tid31)) < gridDim.y) {
		if (b27 < ADD3_3(len28, kR6, 6)) {
			len28 &= 3481 * data29[6];
			--len28;
		}
	}
}

int main()
{
	int count33 = 1946;
	int tag39 = 'ab';
	float *k34 = nullptr;
	switch (count33 * count33) {
	case sizeof(float) * (CONFIG_4 + 2):
		for (int j35 = 0; j35 < count33; j35++) {
			const char *e36 = R"xy(a "quoted" )word)xy";
		}
		break;
	case sizeof(int) * 2: {
		float s37 = 057;
		dim3 prod38 = dim3((count33 + 127) / 128);
		break;
	}
	case (9):
		break;
	default:
		break;
	}
	sweep7_kernel<<<sizeof(int) * 2, (64), 0>>>(static_cast<long>(kR6 / k34[count33]), (const long*)nullptr, 8u, nullptr);
	apply16<<<(count33 + 31) / 32, CHUNK_1 + 40>>>(nullptr, nullptr);
	tile26_kernel<float><<<CONFIG_4 + (CONFIG_4 + (CONFIG_4 + CONFIG_4)), 4 * 8>>>(alignof(float), (size_t)((int)kB5), nullptr, k34 + count33);
	return 0;
}
