// cudagen 0.1 seed 1265 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,main,device_array,constant_var,constexpr_var,local_array,auto_var,if,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 8
#define CHUNK_2 (0x4)
#define SQR_3(x) ((x) * (x))
#define HALF_4(x) ((x) / 2)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 30
#endif

#if WARPS_1 == 8
#define CONFIG_7 8
#else
#define CONFIG_7 27
#endif
#undef CONFIG_7
#define CONFIG_7 2

template <class T, typename U>
__device__ double mix8(const T* in9, long q10, float p11)
{
	p11 -= HALF_4(blockIdx.y * ((*in9) * (*in9)));
	int iter12 = 0;
	do {
		q10 %= blockIdx.z + 1378lu + 'A';
		p11 = (q10 += threadIdx.x, double(blockIdx.z)) + iter12;
		++iter12;
	} while (iter12 < (3 * 3));
	q10++;
	if (in9[iter12] <= q10) {
		return 22.125;
	}
	return +(HALF_4(*in9) + (5.125 - q10));
}
__constant__ unsigned int c_trace13 = 54L;

float host_scatter14(const double* __restrict__ src15)
{
	dim3 h16((TUNE_6 + (TUNE_6 + 10)) * 2, CHUNK_2 + (TUNE_6 + 49), (CONFIG_7));
	const char* res17 = "warp size";
	const char* h18 = res17;
	return 35ull;
}

__global__ void kick19_kernel(short cfg20)
{
	int gid21 = threadIdx.x;
	++cfg20;
	double u22 = SQR_3(c_trace13);
	mix8<double, long>(&u22, (u22 += u22, ((float)cfg20)), (cfg20 > threadIdx.x) ? u22 : 0x3F);
}
__device__ int d_weigh23[16];

template <class T, class U>
__device__ T mix24(U alpha25)
{
	if (c_trace13 > 31) {
		return mix8<T, float>(nullptr, 4707 + alpha25, 60u);
	}
	long long off26[CONFIG_7 + 6] = {0x9, 3LL, 2579, 'a', 'z', 6LL, 0x34ll};
	mix8<T, unsigned int>((const T*)nullptr, 961, off26[c_trace13] * mix8<double, long>(nullptr, 0x3C, d_weigh23[0x9]));
	float v27 = mix8<float, T>(nullptr, unsigned(mix8<float, long>(nullptr, alpha25, .375f)), 0x7L >> (c_trace13 + 57U));
	return mix8<T, long>(nullptr, int(d_weigh23[c_trace13]) ? (off26[1] + d_weigh23[0]) : ' ', mix8<double, unsigned int>(nullptr, alpha25, (off26[c_trace13] += c_trace13, v27)));
}

__global__ void scatter28(int* data29, int count30, int stride31)
{
	int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx32 >= count30) {
		return;
	}
	double r33[5] = {};
	unsigned char z34{2};
	(*data29) >>= 6;
	(*data29) ^= z34;
	int stride35(mix8<long, float>(reinterpret_cast<const long*>(data29), 0x21, ((*data29) > TUNE_6) ? mix8<int, long>((const int*)nullptr, stride31, 024ULL) : (count30 - 0x3)));
	auto lo36 = HALF_4((data29[1] << CONFIG_7));
	int base37[8] = {2432};
}

int main()
{
	int n38 = 0x84A;
	kick19_kernel<<<dim3((512), 1, sizeof(float) * 16), dim3(CONFIG_7 + (WARPS_1 + (TUNE_6 + (CHUNK_2 + 487)))), 0, 0>>>(host_scatter14(nullptr));
	++n38;
	scatter28<<<(n38 + 31) / 0x20, CHUNK_2 + 60, sizeof(int) * 0100, nullptr>>>(&n38, n38 + n38, (host_scatter14(nullptr)));
	auto hi39 = HALF_4(n38) * (11 % n38) * (n38 + host_scatter14((const double*)nullptr));
	float t40 = n38;
	return 0;
}
