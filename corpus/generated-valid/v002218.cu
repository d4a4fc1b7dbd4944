// cudagen 0.1 seed 2218 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,constexpr_var,local_array,auto_var,const_local,if,while,nested_block,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define MOD8_2(x) ((x) % 8)

#ifdef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 47
#endif
constexpr int LANES5 = ((0x5));

__host__ __device__ void accum6(int stride7, unsigned beta8, float a9) {
	auto u10 = ((long)(stride7 + a9)) - ((((char)a9) < LANES5) ? (a9 + beta8) : stride7);
	const unsigned base11 = ((stride7 > a9) || (!(stride7 == sizeof(unsigned int)))) ? u10 : u10;
	int k12 = beta8;
	k12 = RADIUS_1;
}

template <typename T, class U>
__global__ void relax13_kernel(const T *src14) {
	int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (!src14)
		return;
	constexpr int h16 = LANES5 + 30;
	const unsigned int idx17 = MOD8_2((threadIdx.x + LANES5) - MOD8_2(idx15));
}

__host__ __device__ int step18(int stride19, const int *in20, unsigned int beta21) {
	auto prod22 = MOD8_2(*in20);
	unsigned char lo23[8]{static_cast<unsigned char>(prod22), 41, static_cast<unsigned char>(stride19), 0x23ll, 0x3a, 34, static_cast<unsigned char>(prod22), static_cast<unsigned char>(1LL)};
	int iter24 = 0;
	while ((iter24 < iter24) && (0x1E <= in20[2])) {
		accum6(prod22, RADIUS_1 + ((unsigned)prod22), beta21);
		constexpr int lim25 = 61u;
		++iter24;
	}
	int m26 = ((prod22 < prod22) || ((stride19 < beta21) && stride19)) ? LANES5 : ((27 & iter24) + 9);
	beta21 = 0xCLL;
	return (((lo23[prod22 & 7] == in20[beta21 & 7]) ? LANES5 : 7) >> prod22) & 41ul;
}
/* NOTE: keep in sync with the host reference. */

template <class T>
__global__ void lerp27_kernel(T *acc28, const T *__restrict__ input29, const T *__restrict__ coef30, T alpha31) {
	int i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	alpha31 = (step18(0ul, &i32, alpha31) * 8) & (i32 + step18(alpha31, nullptr, alpha31));
	T stride33 = step18(45, static_cast<const int*>(nullptr), TUNE_4);
	step18(i32 * step18(stride33, (const int*)nullptr, stride33), &i32, *acc28);
}
/* Computes one element per thread. */

__device__ int pack34(int stride35) {
	float mid36 = 45 & (stride35 * stride35);
	{
		float s37 = step18((unsigned)31, &stride35, 28ull * blockDim.x);
		stride35 = mid36;
	}
	int h38 = mid36;
	const float w39 = mid36;
	stride35 = (step18(h38 % 36, nullptr, LANES5));
	return ((LANES5 >> h38) + LANES5) & MOD8_2(stride35);
}

int main() {
	int count40 = 1578;
	lerp27_kernel<<<(count40 + 0xff) / 256, LANES5 + (TUNE_4 + (LANES5 + (LANES5 + 0x2))), sizeof(double) * 0x80, 0>>>((unsigned int*)nullptr, static_cast<const unsigned*>(nullptr), (const unsigned*)nullptr, static_cast<unsigned>(count40));
	count40 = count40;
	relax13_kernel<unsigned, long><<<1 << (LANES5 + 2), 1 << 6, 0x1000, (cudaStream_t)0>>>((const unsigned int*)nullptr);
	return 0;
}
