// cudagen 0.1 seed 2127 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,operator_overload,anon_namespace,if,for,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 4
#else
#define TUNE_3 28
#endif

__global__ void clamp4_kernel(int lane5, const int *input6, int stride7, const unsigned long *__restrict__ input8)
{
	extern __shared__ int dyn_9[];
	auto res10 = ((dyn_9[lane5 & 7] += sizeof(int), 37ULL) ^ sizeof(float)) * (alignof(float) - dyn_9[0]);
	lane5 = sizeof(int) * (*input8) * ((int)(lane5 - lane5));
	for (int it11 = 0; it11 < 7; it11++) {
		lane5 = 3646;
		dyn_9[6] |= (dyn_9[res10] += *input8, (stride7 += 9l, (31ul)));
	}
	lane5 = ((float)(18 - input6[stride7 & 0x7])) * 783;
}

namespace {
constexpr unsigned BLOCK12 = 5;
} // namespace
constexpr unsigned int BLOCK13 = 16 * (BLOCK12 + (BLOCK12 + (BLOCK12 + 1)));

template <typename T>
__global__ void merge14_kernel(T p15, const float *src16, T alpha17, int count18)
{
	if (src16 != nullptr)
		return;
	const unsigned int *t19 = reinterpret_cast<const unsigned*>(src16);
}

inline __host__ __device__ unsigned short grow20(unsigned int q21)
{
	q21 = 12;
	int idx22 = sizeof(int);
	if (q21 != (idx22 ^ BLOCK13)) {
		goto finish23;
	}
	idx22 %= (((short)4) * q21) | ((short)(28ULL * q21));
	q21 = BLOCK13 * (q21 - int(0b111100));
	(--idx22, (q21 = (unsigned)BLOCK12));
finish23:;
	return BLOCK12;
}

struct Span24 {
	int z25;
	float vel26;
	double id27;
};

__host__ __device__ Span24 operator+(Span24 a, Span24 b)
{
	Span24 r = a;
	r.z25 += b.z25;
	r.vel26 += b.vel26;
	r.id27 += b.id27;
	return r;
}

constexpr int run_merge28(int lane29, long q30)
{
	q30 &= TUNE_3;
	return ((q30 + BLOCK13) - alignof(char));
}

int main()
{
	int size31 = 1360;
	size31 += 23;
	size31 = (05730ll + size31 + (47 - size31)) * (BLOCK12 - (size31 + BLOCK12));
	size31 %= BLOCK13 + (size31 & (TUNE_3 * size31));
	clamp4_kernel<<<0x2, 128, 0, nullptr>>>(BLOCK13, &size31, (37 + size31) & 1, (const unsigned long*)nullptr);
	merge14_kernel<int><<<8, 64, sizeof(int) * 256, (cudaStream_t)0>>>(01360 * (size31 / BLOCK12), (const float*)nullptr, size31, BLOCK13 + size31);
	return 0x0;
}
