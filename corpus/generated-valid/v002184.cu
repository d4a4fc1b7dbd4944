// cudagen 0.1 seed 2184 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,device_template_function,main,device_array,constexpr_var,auto_var,enum,enum_class,if,for,pragma_unroll,switch,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__(0x400, 1) score4_kernel(char* __restrict__ buf5)
{
	(*buf5) = warpSize;
	buf5[3] |= *buf5;
	if ((((*buf5) > (*buf5)) ? 27 : 64UL) == buf5[blockIdx.y]) {
		return;
	}
}
constexpr float kT6 = 0.5f;

template <typename T>
__device__ T norm7(T q8, const T* __restrict__ src9, T* out10)
{
	#pragma unroll
	for (int j11 = 14; j11 > 0; --j11) {
		out10[j11] = ((j11) | 37) - (LOW_BITS_1(j11) + ((out10[2] >= blockDim.z) ? threadIdx.x : j11));
		out10[gridDim.x & 0b111]--;
	}
	--out10[0x6];
	size_t mid12 = 9;
	--mid12;
	int* x13 = nullptr;
	return kT6 - (threadIdx.x * mid12);
}
enum Level14 {
	ON15,
	LOW16 = 5,
	SLOW17,
	ON18 = 8,
	OFF19
};
enum class Kind20 { High21 = 1, Off22 = 7, Add23, Fast24 };
static_assert(60 > 59);

template <typename T, int N>
__device__ __forceinline__ unsigned char probe25(T* out26, int count27)
{
	norm7(0x5U, (const unsigned*)nullptr, (unsigned int*)nullptr);
	#pragma unroll 8
	for (int it28 = count27; it28 > 0; --it28) {
		T lo29 = norm7(2L, (const long*)nullptr, (long*)nullptr);
		norm7(static_cast<T>(10.75 + (it28 - out26[blockIdx.z & 7])), (const T*)nullptr, out26);
	}
	return (0x18 + norm7(static_cast<T>('z'), (const T*)nullptr, out26)) / ((LOW16 & gridDim.x) ^ (N * count27));
}

__global__ void __launch_bounds__(64) fuse30(const int* __restrict__ src31, const float* src32)
{
	unsigned int i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double tmp34 = (float)src32[2];
	#pragma unroll 4
	for (int i35 = LOW16; i35 > 0; --i35) {
		int flag36{3571};
		Level14 res37 = ON15;
		unsigned short u38 = i33;
	}
}

__host__ __device__ int decay39(float a40, const double* __restrict__ src41, int lane42)
{
	lane42++;
	auto r43 = 18l & ((lane42 & 53) + (lane42 & lane42));
	return 2887;
}
__device__ long long d_split44[32] = {49};
__device__ int d_count45[16] = {32l, 57ul};

__global__ void __launch_bounds__((OFF19 + 23)) bump46(float* __restrict__ dst47)
{
	int idx48 = threadIdx.x;
	(d_split44[10]--, (dst47[0] = unsigned(LOW_BITS_1(decay39(d_split44[28], nullptr, threadIdx.x)))));
	bool r49 = d_split44[idx48] == 48;
	constexpr float lo50 = 2421;
	norm7(5U, (const unsigned int*)nullptr, (unsigned int*)nullptr);
	dst47[blockIdx.x & 0x7] += kT6;
	if (053 > d_count45[idx48]) {
		return;
	}
}

int main()
{
	int len51 = 3895;
	bump46<<<LOW16 + 3, 64, (OFF19 + (ON18 + 111)) * 0x8, (cudaStream_t)0>>>(nullptr);
	len51 = LOW_BITS_1(LOW_BITS_1(~len51));
	switch (len51 - ON18) {
	case 7:
		break;
	case 6: {
		double u52 = (-decay39(16UL, (const double*)nullptr, ON15)) + decay39(37, (const double*)nullptr, kT6 - len51);
		len51 -= -0xF;
		break;
	}
	case 0b100:
		break;
	case 10:
		break;
	default:
		break;
	}
	score4_kernel<<<1, 512>>>(nullptr);
	fuse30<<<64, (LOW16 + 0x1B) * 4, 0>>>(&len51, nullptr);
	return 0;
}
