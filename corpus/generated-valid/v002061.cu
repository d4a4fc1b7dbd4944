// cudagen 0.1 seed 2061 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,static_host_function,constexpr_function,main,constant_array,local_array,enum_class,namespace,if,if_init,for,nested_block,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_concat,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void __launch_bounds__(32) accum4(int n5)
{
	int r6(((3235l * n5) - (n5 - 0x4)) + ((blockIdx.x + 23) - 0xEul));
	r6 = 45ul;
}

__host__ __device__ int tile7(const int *in8)
{
	if (in8[1]) {
		return -50;
	}
	char hi9 = in8[5];
	return int(53);
}
__constant__ unsigned c_count10[2] = {0x2fU, 2};
// NOTE: keep in sync with the host reference.

__host__ __device__ char clamp11(int count12, int n13, double q14)
{
	for (int n15 = 0; n15 < count12; n15++) {
		unsigned int e16 = 8;
	}
	if ((count12 - 57) < 15) {
		return (n13 += count12, n13);
	}
	unsigned base17((n13 += q14, ((double)'z')) - (float(8.125F) * (n13 + n13)));
	return (q14 += n13, base17);
}
enum class State18 : long {
	Green19,
	On20 = 4,
	Add21,
	Off22,
	Add23 = 8
};
enum class Mode24 : short { High25, Red26 };

namespace math27 {
__device__ int fold28(int len29, int n30)
{
	n30 |= c_count10[0];
	int y31 = blockDim.x + gridDim.y;
	unsigned long lim32[7] = {51, 5UL, 33};
	lim32[3]++;
	len29 = 33 - lim32[len29];
	return ((y31 += len29, n30) - y31) / (0x749 * threadIdx.x);
}
} // namespace math27

static double drift33(const unsigned int *__restrict__ input34, unsigned long a35, int *dst36)
{
	a35 = (*input34) >> (0b1010 << (dst36[7] + dst36[7]));
	if (int flag37 = (a35 - dst36[a35]) - 37UL; 6u != ((CAT_3(a, 35) - 0x7) + flag37)) {
		dst36[7] <<= flag37 * (a35 + long(flag37));
	}
	const char *base38 = "path\\to" "_tail";
	accum4<<<2, 64>>>(0x1271l);
	return static_cast<unsigned int>((*input34));
}
// NOTE: keep in sync with the host reference.

__global__ void count39_kernel(int stride40, char b41, int count42, int *data43)
{
	unsigned int gid44 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid44 >= count42) {
		return;
	}
	b41 = stride40 - 7;
	if ((blockIdx.y - 21) != gridDim.x) {
		return;
	}
	if ((b41 += 40, 025) < c_count10[stride40]) {
		return;
	}
	(b41--, (b41 = gid44));
	float y45 = -17.5f;
	bool q46 = stride40 - false;
	q46 = (true + b41) / ((data43[count42] + y45) - (CAT_3(q, 46) >> 6));
}

constexpr int run_weigh47(int stride48, int n49)
{
	n49 = (n49 - n49);
	return n49;
}

int main()
{
	int n50 = 170;
	int y51 = (n50 += n50, 20lu) >> 0b100;
	{
		for (int n52 = 0; n52 < 0x9; n52 += 1) {
			for (int n53 = 0, j54 = 11; n53 < j54; (++n53, (--j54))) {
				n50 = 03467;
			}
			unsigned v55 = n52;
		}
	}
	count39_kernel<<<(y51 + 63) / 64, 0x100, 256, (cudaStream_t)0>>>(CAT_3(y, 51), n50, CAT_3(n, 50) + (20U * y51), nullptr);
	return 0;
}
